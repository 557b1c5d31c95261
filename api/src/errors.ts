/** An error with an HTTP status whose `msg` reaches the client as `{ msg }` (every error body carries msg). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** Fields the error body carries besides msg (what the refusal is about, for a client to act on). */
  body(): Record<string, unknown> {
    return {};
  }
}

export const unauthorized = (msg: string) => new HttpError(401, msg, { 'www-authenticate': 'Bearer' });
export const forbidden = (msg: string) => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const unprocessable = (msg: string) => new HttpError(422, msg);
