import { httpError } from '../../lib/errors.js';
import { attributeLabel, validationText } from '../../lib/validation-messages.js';
import type { Lang } from '../../db/types.js';
import type { PageBlock } from './content-tables.js';

export interface BlockInput {
  type: 'heading' | 'paragraph' | 'list';
  text?: string;
  items?: string[];
}

/** Headings and paragraphs need text, lists need items; anything else a block carries is dropped. */
export function checkBlocks(fields: Record<string, BlockInput[] | undefined>, lang: Lang): Record<string, PageBlock[]> {
  const errors: Record<string, string[]> = {};
  const out: Record<string, PageBlock[]> = {};
  for (const [field, blocks] of Object.entries(fields)) {
    if (!blocks) continue;
    out[field] = [];
    for (const block of blocks) {
      if (block.type === 'list') {
        const items = (block.items ?? []).map((i) => i.trim()).filter(Boolean);
        if (items.length === 0)
          errors[`${field}.items`] ??= [
            validationText('required', lang, { attribute: attributeLabel(`${field}.items`, lang) }),
          ];
        else out[field].push({ type: 'list', items });
      } else {
        const text = (block.text ?? '').trim();
        if (!text)
          errors[`${field}.text`] ??= [
            validationText('required', lang, { attribute: attributeLabel(`${field}.text`, lang) }),
          ];
        else if (block.type === 'heading' && text.length > 300) {
          errors[`${field}.text`] ??= [
            validationText('max', lang, { attribute: attributeLabel(`${field}.text`, lang), max: '300' }),
          ];
        } else out[field].push({ type: block.type, text });
      }
    }
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw httpError(400, first, errors);
  return out;
}
