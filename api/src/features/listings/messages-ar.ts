import { ALREADY_SAVING_MESSAGE, IDEMPOTENCY_KEY_MESSAGE } from '../listing-shared/submissions.js';
import { EXPIRY_MSG, LIFECYCLE_MSG, LISTING_MSG, STATUS_NAMES } from './messages.js';
import type { ListingStatus } from './lifecycle.js';

const AR: Record<string, string> = {
  [LIFECYCLE_MSG.underReview]: 'هذا الإعلان قيد المراجعة ولا يمكن تغييره حتى تنتهي المراجعة.',
  [LIFECYCLE_MSG.restoreOnly]: 'لا يمكن إعادة الإعلان المخفي إلا إلى الحالة التي كان عليها.',
  [LIFECYCLE_MSG.moderatorHidesOnly]: 'يخفي المشرفون الإعلانات ويعيدونها فقط؛ أما التغييرات الأخرى فلصاحب الإعلان.',
  [LIFECYCLE_MSG.soldIsForSale]: 'لا يمكن وضع علامة "مباع" إلا على إعلان للبيع.',
  [LIFECYCLE_MSG.rentedIsForRent]: 'لا يمكن وضع علامة "مؤجر" إلا على إعلان للإيجار.',
  [LIFECYCLE_MSG.changed]: 'تم تحديث حالة الإعلان.',
  [EXPIRY_MSG.renewed]: 'تم تجديد الإعلان.',
  [EXPIRY_MSG.notRenewable]: 'لا يمكن تجديد إلا إعلان نشط أو منتهٍ.',
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

/** Arabic for what every kind's listing routes send alike. */
const LISTING_AR: Record<string, string> = {
  [LISTING_MSG.contactSaved]: 'تم تسجيل التواصل.',
  [LISTING_MSG.priceRequired]: 'يجب إدخال السعر بالليرة السورية أو بالدولار.',
  [LISTING_MSG.typicalPrice]: 'السعر المعتاد للإعلانات المماثلة',
  'The given data was invalid.': 'البيانات المدخلة غير صالحة.',
  'You do not have permission!': 'ليس لديك صلاحية!',
  [IDEMPOTENCY_KEY_MESSAGE]: 'يجب أن تتكون ترويسة Idempotency-Key من 8 إلى 100 حرف أو رقم أو "-" أو "_".',
  [ALREADY_SAVING_MESSAGE]: 'يجري حفظ هذا الإعلان الآن.',
  'Unauthenticated.': 'غير مصادق.',
};

/**
 * The Arabic for a message every kind sends alike (LISTING_MSG, the lifecycle's, the posting checks'), naming its
 * fields by the kind's Arabic field names; null when the message is not one of them.
 */
export function listingMessageAr(message: string, fieldAr: Readonly<Record<string, string>>): string | null {
  if (LISTING_AR[message]) return LISTING_AR[message];
  const lifecycle = lifecycleMessageAr(message);
  if (lifecycle) return lifecycle;
  const field = (words: string) => fieldAr[words.replace(/ /g, '_')] ?? words;
  const range = /^The ([\w ]+?) must not be greater than the ([\w ]+)\.$/.exec(message);
  if (range) return `يجب ألا يكون ${field(range[1]!)} أكبر من ${field(range[2]!)}.`;
  const repeats = /^This listing repeats your listing #(\d+)\. Edit that one instead\.$/.exec(message);
  if (repeats) return `هذا الإعلان يكرر إعلانك رقم ${repeats[1]}. عدّل ذلك الإعلان بدلاً من نشر إعلان جديد.`;
  const invalid = /^The selected ([\w ]+) is invalid\.$/.exec(message);
  if (invalid) return `القيمة المختارة في حقل ${field(invalid[1]!)} غير صالحة.`;
  return null;
}
