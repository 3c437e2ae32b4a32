// Every failure a route wants the caller to see goes through httpError, so the error handler can turn it into the
// envelope `{ success:false, message, errors? }` with the right status.
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  /** More the caller is told beside the message and errors (a refused duplicate's `duplicate_of`), sent as they are. */
  readonly details: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors, details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.details = details;
  }
}

export function httpError(
  status: number,
  message: string,
  errors?: FieldErrors,
  details?: Record<string, unknown>,
): HttpError {
  return new HttpError(status, message, errors, details);
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please try again later.';
/** The error handler's own translation: every rate limit's refusal reads the same, whichever feature refused. */
export const TOO_MANY_REQUESTS_MESSAGE_AR = 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.';

/** A rate limit's refusal: 429 with the seconds to wait (sent as Retry-After). */
export function tooManyAttempts(retryAfter: number): HttpError {
  return Object.assign(httpError(429, TOO_MANY_REQUESTS_MESSAGE), { retryAfter });
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

export const FORBIDDEN_MESSAGE = 'You do not have permission!';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const TENANT_NOT_FOUND_MESSAGE = 'Tenant not found.';
