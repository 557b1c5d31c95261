/**
 * The rule of a required text field (a name, a code): trimmed, it may be neither empty nor longer than `maxLength`.
 * Answers the message of the rule it breaks, or undefined; a field not sent (undefined) breaks none.
 */
export function requiredTextProblem(
  text: string | undefined,
  maxLength: number,
  empty: string,
  tooLong: string,
): string | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (!trimmed) return empty;
  return trimmed.length > maxLength ? tooLong : undefined;
}
