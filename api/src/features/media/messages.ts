import type { Lang } from '../../db/types.js';
import { formatBytes, IMAGE_TYPES, VIDEO_TYPES, type KindRule } from './kinds.js';

/**
 * The types a kind accepts, as a person names them (jpeg is jpg's other spelling): SVG only where the kind takes it,
 * so a refusal never lists a type that would be refused in turn.
 */
export function acceptedTypes(rule: KindRule): string[] {
  if (rule.media === 'video') return [...VIDEO_TYPES];
  return IMAGE_TYPES.filter((type) => type !== 'svg' || rule.allowSvg).flatMap((type) =>
    type === 'jpg' ? ['jpg', 'jpeg'] : [type],
  );
}

/** The upload is not of a type this kind accepts: the message names exactly the ones it does. */
export function wrongTypeMessage(rule: KindRule, lang: Lang): string {
  const types = acceptedTypes(rule);
  if (lang === 'ar') {
    const what = rule.media === 'video' ? 'فيديو' : 'صورة';
    return `يجب أن يكون الملف ${what} من نوع: ${types.join('، ')}.`;
  }
  return `The file must be ${rule.media === 'video' ? 'a video' : 'an image'} of type: ${types.join(', ')}.`;
}

export function tooLargeMessage(limit: number, lang: Lang): string {
  return lang === 'ar'
    ? `يجب ألا يزيد حجم الملف عن ${formatBytes(limit)}.`
    : `The file may not be greater than ${formatBytes(limit)}.`;
}
