/** A failure the client caused or may act on; the errors plugin turns it into `{ message, code, details? }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: unknown;
  /** Response headers the answer needs (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: string, message: string, details?: unknown, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, 'forbidden', message);
export const unauthenticated = (message = 'Please sign in to continue.') => new HttpError(401, 'unauthenticated', message);
export const conflict = (code: string, message: string, details?: unknown) => new HttpError(409, code, message, details);
