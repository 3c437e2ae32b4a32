import { LIFECYCLE_MSG, STATUS_NAMES } from './messages.js';
import type { ListingStatus } from './lifecycle.js';

const AR: Record<string, string> = {
  [LIFECYCLE_MSG.underReview]: 'هذا الإعلان قيد المراجعة ولا يمكن تغييره حتى تنتهي المراجعة.',
  [LIFECYCLE_MSG.restoreOnly]: 'لا يمكن إعادة الإعلان المخفي إلا إلى الحالة التي كان عليها.',
  [LIFECYCLE_MSG.moderatorHidesOnly]: 'يخفي المشرفون الإعلانات ويعيدونها فقط؛ أما التغييرات الأخرى فلصاحب الإعلان.',
  [LIFECYCLE_MSG.soldIsForSale]: 'لا يمكن وضع علامة "مباع" إلا على إعلان للبيع.',
  [LIFECYCLE_MSG.rentedIsForRent]: 'لا يمكن وضع علامة "مؤجر" إلا على إعلان للإيجار.',
  [LIFECYCLE_MSG.changed]: 'تم تحديث حالة الإعلان.',
  [LIFECYCLE_MSG.notInitial]: 'لا يمكن نشر إعلان جديد إلا كمسودة أو نشطاً أو متوقفاً مؤقتاً.',
};

const byEnglishName = Object.fromEntries(Object.entries(STATUS_NAMES).map(([k, v]) => [v.en, k as ListingStatus]));

/** The Arabic for a lifecycle message, or null when the message is not one of them. */
export function lifecycleMessageAr(message: string): string | null {
  if (AR[message]) return AR[message];
  const m = /^A listing that is (\w+) cannot be made (\w+)\.$/.exec(message);
  const from = m && byEnglishName[m[1]!];
  const to = m && byEnglishName[m[2]!];
  if (from && to) return `لا يمكن تغيير حالة الإعلان من "${STATUS_NAMES[from].ar}" إلى "${STATUS_NAMES[to].ar}".`;
  return null;
}
