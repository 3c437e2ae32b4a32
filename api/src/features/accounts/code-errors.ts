import { httpError, type HttpError } from '../../lib/errors.js';
import type { CodeCheck } from './codes.js';
import { MSG } from './messages.js';

/** The 400 for a code that did not work, under the field the caller sent it in. */
export function codeError(result: Exclude<CodeCheck, 'ok'>, field: 'otp' | 'code'): HttpError {
  const message = result === 'wrong' ? MSG.codeWrong : result === 'exhausted' ? MSG.codeExhausted : MSG.codeExpired;
  return httpError(400, message, { [field]: [message] });
}
