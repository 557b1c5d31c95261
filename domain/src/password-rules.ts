/**
 * Password strength (spec 02 §5): five rules count equally toward the meter; a password is valid only when all
 * hold. A password field also needs at least 6 characters (its field rule), and a confirm field a non-empty value
 * equal to the password. The api applies the same functions before it hashes anything.
 */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_FIELD_MIN_LENGTH = 6;

export type PasswordRule = { id: string; text: string; holds: (password: string) => boolean };

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', text: `At least ${PASSWORD_MIN_LENGTH} characters`, holds: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'digit', text: 'A digit', holds: (p) => /[0-9]/.test(p) },
  { id: 'upper', text: 'An uppercase letter', holds: (p) => /[A-Z]/.test(p) },
  { id: 'lower', text: 'A lowercase letter', holds: (p) => /[a-z]/.test(p) },
  // Printable ASCII is space (0x20) to tilde (0x7e); an empty password does not pass this rule.
  { id: 'ascii', text: 'Printable ASCII characters only', holds: (p) => p.length > 0 && /^[\x20-\x7e]+$/.test(p) },
];

/** How many of the five rules hold, 0 to 5: the meter's value. */
export function passwordStrength(password: string): number {
  return PASSWORD_RULES.filter((rule) => rule.holds(password)).length;
}

/** Valid only when every rule holds (which also covers the 6-character field rule). */
export function isStrongPassword(password: string): boolean {
  return passwordStrength(password) === PASSWORD_RULES.length;
}

/** The field rule alone: what a password input says before the meter is full. */
export function passwordFieldProblem(password: string): string | undefined {
  if (password.length < PASSWORD_FIELD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_FIELD_MIN_LENGTH} characters.`;
  return undefined;
}

/** The confirm field's rule: non-empty and equal to the password. */
export function confirmMatches(password: string, confirm: string): boolean {
  return confirm.length > 0 && confirm === password;
}
