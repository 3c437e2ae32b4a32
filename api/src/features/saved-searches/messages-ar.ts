import { autoMessageAr } from '../auto/messages-ar.js';
import { propertyMessageAr } from '../property/messages-ar.js';
import { FIELD_MSG, MAX_SAVED_SEARCHES, MSG } from './messages.js';

// Arabic for every saved-search message, keyed by the English text the routes send. A search's query is checked by
// the property and auto rules, so their texts (reversed ranges, unknown brand…) are translated by their own tables.
const AR: Record<string, string> = {
  [MSG.saved]: 'تم حفظ البحث.',
  [MSG.updated]: 'تم تحديث البحث المحفوظ.',
  [MSG.deleted]: 'تم حذف البحث المحفوظ.',
  [MSG.list]: 'عمليات البحث المحفوظة',
  [MSG.status]: 'حالة البحث المحفوظ',
  [MSG.notFound]: 'البحث المحفوظ غير موجود.',
  [MSG.alertsRun]: 'تم إرسال تنبيهات البحث.',
  [MSG.dropAlerts]: 'تنبيهات انخفاض السعر',
  [MSG.dropAlertsSaved]: 'تم حفظ تنبيهات انخفاض السعر.',
  [FIELD_MSG.duplicate]: 'لقد حفظت هذا البحث من قبل',
  [FIELD_MSG.tooMany]: `يمكنك الاحتفاظ بـ ${MAX_SAVED_SEARCHES} عملية بحث محفوظة على الأكثر. احذف واحدة لتحفظ أخرى.`,
  [FIELD_MSG.queryInvalid]: 'البحث غير صالح.',
  [FIELD_MSG.queryTooLong]: 'البحث طويل جدًا.',
  'You do not have permission!': 'ليس لديك صلاحية!',
  'Unauthenticated.': 'غير مصادق.',
};

export function savedSearchMessageAr(message: string): string | null {
  return AR[message] ?? propertyMessageAr(message) ?? autoMessageAr(message);
}
