/**
 * The two account texts the sign-in page and the shell need, on their own so the first load does not carry the
 * whole ACCOUNT_MESSAGES catalogue (tests/e2e/bundle-budget.spec.ts); account.ts holds them in the catalogue too.
 */
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const ENROLMENT_REQUIRED = 'Two-factor sign-in is required here: set it up on your profile before going on.';
