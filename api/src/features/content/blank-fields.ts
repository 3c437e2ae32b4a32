import { httpError } from '../../lib/errors.js';
import { attributeLabel, validationText } from '../../lib/validation-messages.js';
import type { Lang } from '../../db/types.js';

/** Spaces alone are an empty field to a person filling a form: answer with the product rules' required message. */
export function assertNotBlank(fields: Record<string, string>, lang: Lang): void {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value.trim() === '')
      errors[field] = [validationText('required', lang, { attribute: attributeLabel(field, lang) })];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw httpError(400, first, errors);
}
