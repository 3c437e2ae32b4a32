import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/errors.js';
import { attributeLabel, languageOf, validationText } from '../../lib/validation-messages.js';
import { MODERATION_MSG } from './messages.js';

/**
 * An admin's decision met an item someone else decided first (a second click, two admins at once): 409, and nothing
 * is decided twice. Decide with a conditional write (`… WHERE status = 'pending'` / `decided_at IS NULL`) and throw
 * this when it touched nothing.
 */
export function alreadyDecided(): never {
  throw httpError(409, MODERATION_MSG.alreadyDecided);
}

/**
 * The reason an admin gave, trimmed; a 400 on `field` (the product rules' required message, in the admin's language) when it
 * is empty. Use it wherever the member is told why (hide, reject, suspend).
 */
export function requiredReason(req: FastifyRequest, raw: string | null | undefined, field = 'reason'): string {
  const reason = (raw ?? '').trim();
  if (reason) return reason;
  const lang = languageOf(req.headers['accept-language']);
  const message = validationText('required', lang, { attribute: attributeLabel(field, lang) });
  throw httpError(400, message, { [field]: [message] });
}
