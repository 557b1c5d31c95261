import { CODE_REQUIRED, ENROLMENT_REQUIRED } from './account-texts.ts';
import { PERMISSIONS, type Permission } from './permissions.ts';

/**
 * Account security (issue 22): two-factor sign-in, personal API tokens and sessions. The spec names none of these
 * texts; they are ours, written once here for the api, the gateway and the console.
 */
export const ACCOUNT_MESSAGES = {
  codeRequired: CODE_REQUIRED,
  wrongCode: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  challengeExpired: 'The sign-in took too long. Enter your username and password again.',
  enrolmentRequired: ENROLMENT_REQUIRED,
  alreadyEnabled: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notEnrolling: 'Start setting up two-factor sign-in first.',
  notEnabled: 'Two-factor sign-in is not on.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  disableNeedsProof: 'Enter a current code or your password to turn two-factor sign-in off.',
  wrongPassword: 'The current password is not right.',
  passwordChanged: 'Password changed.',
  profileSaved: 'Profile saved.',
  tokenNameEmpty: 'Token name empty.',
  tokenScopeEmpty: 'Choose read-only or at least one permission for the token.',
  tokenScopeNotHeld: (names: readonly string[]) =>
    `You cannot give a token permissions you do not hold: ${names.join(', ')}.`,
  tokenExpiryPast: 'The expiry date must be in the future.',
  tokenExpiryTooFar: (days: number) => `A token may last at most ${days} days.`,
  tokenCreated: 'API token created. Copy it now: it is not shown again.',
  tokenRevoked: 'API token revoked.',
  tokenRefused: 'This API token has expired or was revoked.',
  tokenReadOnly: 'This API token is read-only.',
  tokenNotForAccount: 'API tokens cannot manage the account: sign in to the console to do this.',
  sessionEnded: 'Session ended.',
  signedOutEverywhere: 'Signed out everywhere.',
  recoveryCodesShownOnce: 'Save these recovery codes now: each works once, and they are not shown again.',
  twoFactorSettingSaved: 'Two-factor setting saved.',
  requireNeedsOwn: 'Set up two-factor sign-in for yourself before requiring it for everyone.',
} as const;

/** Personal API tokens start with this, so the api tells them from session tokens (base64url, no underscore run). */
export const API_TOKEN_PREFIX = 'sgn_pat_';
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** How long a token may be asked to live, from its creation. */
export const MAX_API_TOKEN_DAYS = 366;
export const MAX_API_TOKEN_NAME = 100;

/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** The password-checked first step of a two-factor sign-in lasts this long. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent (the username's sign-in throttle counts them too). */
export const MAX_CHALLENGE_TRIES = 5;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Signage Console';

/** A six-digit TOTP code, spaces allowed (apps show "123 456"). */
export function normaliseTotpCode(text: string): string {
  return text.replace(/\s+/g, '');
}
export const isTotpCode = (text: string) => /^\d{6}$/.test(normaliseTotpCode(text));

/** Recovery codes are shown as xxxxx-xxxxx; typed with or without the hyphen, in either case. */
export function normaliseRecoveryCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toLowerCase();
}

/** What a token may do: only reads of what its owner may read, or the listed permissions (of the owner's). */
export type TokenScope = { readOnly: true } | { readOnly: false; permissions: readonly string[] };

/** The read permissions: a read-only token keeps these of its owner's, and makes no writes at all. */
export const READ_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith('view '));

/**
 * A token can never do more than its owner: its effective permissions are its scope intersected with what the
 * owner holds now (read on every request, so a demoted owner's tokens are demoted with them).
 */
export function tokenPermissions(scope: TokenScope, ownerPermissions: readonly string[]): string[] {
  const allowed = scope.readOnly ? READ_PERMISSIONS : scope.permissions;
  return ownerPermissions.filter((p) => (allowed as readonly string[]).includes(p));
}

/** The refusal for a token's chosen scope, or undefined when it may be created. */
export function tokenScopeProblem(scope: TokenScope, ownerPermissions: readonly string[]): string | undefined {
  if (scope.readOnly) return undefined;
  if (scope.permissions.length === 0) return ACCOUNT_MESSAGES.tokenScopeEmpty;
  const notHeld = scope.permissions.filter((p) => !ownerPermissions.includes(p));
  return notHeld.length ? ACCOUNT_MESSAGES.tokenScopeNotHeld(notHeld) : undefined;
}

/** The refusal for a token's expiry date, or undefined when it is in the future and not too far. */
export function tokenExpiryProblem(expiresAt: Date, now: Date): string | undefined {
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now) return ACCOUNT_MESSAGES.tokenExpiryPast;
  if (expiresAt.getTime() - now.getTime() > MAX_API_TOKEN_DAYS * 86_400_000)
    return ACCOUNT_MESSAGES.tokenExpiryTooFar(MAX_API_TOKEN_DAYS);
  return undefined;
}
