import { listingMessageAr } from '../listings/messages-ar.js';
import { MSG } from './messages.js';

// Arabic for every auto message, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.masterData]: 'البيانات الأساسية للسيارات',
  [MSG.classes]: 'فئات الماركة',
  [MSG.models]: 'موديلات الفئة',
  [MSG.list]: 'قائمة السيارات',
  [MSG.featured]: 'السيارات المميزة',
  [MSG.detail]: 'تفاصيل السيارة',
  [MSG.notFound]: 'السيارة غير موجودة.',
  [MSG.brandNotFound]: 'الماركة غير موجودة.',
  [MSG.classNotFound]: 'الفئة غير موجودة.',
  [MSG.created]: 'تمت إضافة السيارة بنجاح.',
  [MSG.updated]: 'تم تحديث السيارة بنجاح.',
  [MSG.deleted]: 'تم حذف السيارة بنجاح.',
  [MSG.edit]: 'السيارة للتعديل',
  [MSG.addedToWishlist]: 'تمت إضافة السيارة إلى إعلاناتك المحفوظة.',
  [MSG.removedFromWishlist]: 'تمت إزالة السيارة من إعلاناتك المحفوظة.',
  [MSG.wishlist]: 'السيارات المحفوظة',
  [MSG.contacted]: 'السيارات التي تواصلت بشأنها',
  [MSG.myAutos]: 'سياراتي',
  [MSG.outsideCategory]: 'فئة إعلاناتك هي العقارات فقط، لذا لا يمكنك نشر سيارات. يمكنك تغييرها من ملفك الشخصي.',
  'The selected class does not belong to the selected brand.': 'الفئة المختارة لا تتبع الماركة المختارة.',
  'The selected model does not belong to the selected class.': 'الموديل المختار لا يتبع الفئة المختارة.',
};

/** Arabic names of the auto fields, used inside field messages. */
export const FIELD_AR: Record<string, string> = {
  vehicle_type: 'نوع المركبة',
  brand_id: 'الماركة',
  class_id: 'الفئة',
  model_id: 'الموديل',
  trim: 'الطراز',
  year: 'سنة الصنع',
  condition: 'الحالة',
  transmission: 'ناقل الحركة',
  seat_type: 'نوع المقاعد',
  cylinders: 'عدد الأسطوانات',
  import_origin: 'بلد الاستيراد',
  fuel_type: 'نوع الوقود',
  mileage_km: 'المسافة المقطوعة',
  body_type: 'نوع الهيكل',
  color: 'اللون',
  drive_type: 'نظام الدفع',
  vehicle_status: 'حالة المركبة',
  price_syp: 'السعر بالليرة السورية',
  price_usd: 'السعر بالدولار',
  price_currency: 'عملة السعر',
  discount_percent: 'نسبة الخصم',
  images: 'الصور',
  video_id: 'الفيديو',
  min_year: 'السنة الدنيا',
  max_year: 'السنة العليا',
  min_mileage: 'المسافة الدنيا',
  max_mileage: 'المسافة العليا',
  min_price: 'السعر الأدنى',
  max_price: 'السعر الأعلى',
  currency: 'العملة',
  sort: 'الترتيب',
  keyword: 'كلمة البحث',
  auto_id: 'السيارة',
  channel: 'وسيلة التواصل',
  description: 'الوصف',
  description_ar: 'الوصف بالعربية',
  name_ar: 'الاسم بالعربية',
  status: 'حالة الإعلان',
  page: 'الصفحة',
  per_page: 'عدد النتائج في الصفحة',
};
// Longest first, so "min price" is replaced before "price".
const LATIN_LABELS = Object.entries(FIELD_AR)
  .map(([field, ar]) => [field.replace(/_/g, ' '), ar] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** The Arabic for an auto message (whole messages, this feature's field texts, and validation texts naming a field), or null. */
export function autoMessageAr(message: string): string | null {
  const shared = AR[message] ?? listingMessageAr(message, FIELD_AR);
  if (shared) return shared;
  const future = /^The year may not be later than (\d+)\.$/.exec(message);
  if (future) return `لا يمكن أن تكون سنة الصنع بعد ${future[1]}.`;
  // Validation texts already in Arabic still name the field by its English key ("حقل fuel type").
  if (/[\u0600-\u06FF]/.test(message)) {
    for (const [latin, ar] of LATIN_LABELS) {
      if (message.includes(`حقل ${latin}`)) return message.replace(`حقل ${latin}`, `حقل ${ar}`);
    }
  }
  return null;
}
