/** The `msg` of a REST answer's JSON body (how the api explains a refusal), or undefined when it has none. */
export function msgOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined;
    return typeof msg === 'string' && msg ? msg : undefined;
  } catch {
    return undefined;
  }
}
