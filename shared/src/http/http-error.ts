/**
 * How a failed call ended:
 * - 'tenant': 200 with message 'Tenant not found.' (session cleared, sent to /)
 * - 'unauthorized': 401 (session cleared, sent to /)
 * - 'forbidden': 403 (permission toast, sent to / after 2 s)
 * - 'validation': 400 (its first field error toasted, with the field named in the page's language)
 * - 'challenge': 428 with a proof-of-work challenge (the client answers it and sends the request again by itself;
 *   callers never see it)
 * - 'server': any other HTTP error (its message toasted)
 * - 'network': no response at all (nothing shown; callers just stop loading)
 * - 'cancelled': the caller aborted the request (nothing shown)
 */
export type HttpErrorKind =
  'tenant' | 'unauthorized' | 'forbidden' | 'validation' | 'challenge' | 'server' | 'network' | 'cancelled';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  /** Flattened 'field:message' strings of a 400 response, otherwise empty. */
  readonly errors: string[];
  /** The response body as received, when there was one. */
  readonly body: unknown;
  /** True when the interceptor already told the user (toast), so callers need not toast again. */
  readonly notified: boolean;

  constructor(init: {
    kind: HttpErrorKind;
    message: string;
    status: number | null;
    errors?: string[];
    body?: unknown;
    notified: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.body = init.body;
    this.notified = init.notified;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
