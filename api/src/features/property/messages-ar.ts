import { attributeLabel } from '../../lib/validation-messages.js';
import { listingMessageAr } from '../listings/messages-ar.js';
import { MSG } from './messages.js';

// Arabic for every property message, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.masterData]: 'البيانات الأساسية للعقارات',
  [MSG.governorates]: 'المحافظات',
  [MSG.cities]: 'المدن',
  [MSG.neighborhoods]: 'الأحياء',
  [MSG.subNeighborhoods]: 'الأحياء الفرعية',
  [MSG.list]: 'قائمة العقارات',
  [MSG.map]: 'خريطة العقارات',
  [MSG.featured]: 'العقارات المميزة',
  [MSG.detail]: 'تفاصيل العقار',
  [MSG.notFound]: 'العقار غير موجود.',
  [MSG.placeNotFound]: 'الموقع غير موجود.',
  [MSG.created]: 'تمت إضافة العقار بنجاح.',
  [MSG.updated]: 'تم تحديث العقار بنجاح.',
  [MSG.deleted]: 'تم حذف العقار بنجاح.',
  [MSG.edit]: 'العقار للتعديل',
  [MSG.addedToWishlist]: 'تمت إضافة العقار إلى إعلاناتك المحفوظة.',
  [MSG.removedFromWishlist]: 'تمت إزالة العقار من إعلاناتك المحفوظة.',
  [MSG.wishlist]: 'العقارات المحفوظة',
  [MSG.contacted]: 'العقارات التي تواصلت بشأنها',
  [MSG.myProperties]: 'عقاراتي',
  [MSG.outsideCategory]: 'فئة إعلاناتك هي السيارات فقط، لذا لا يمكنك نشر عقارات. يمكنك تغييرها من ملفك الشخصي.',
};

const FIELD_AR: Record<string, string> = {
  min_price: 'السعر الأدنى',
  max_price: 'السعر الأعلى',
  min_size: 'المساحة الدنيا',
  max_size: 'المساحة العليا',
  min_bedrooms: 'الحد الأدنى لغرف النوم',
  max_bedrooms: 'الحد الأعلى لغرف النوم',
  min_bathrooms: 'الحد الأدنى للحمامات',
  max_bathrooms: 'الحد الأعلى للحمامات',
  city_id: 'المدينة',
  neighborhood_id: 'الحي',
  sub_neighborhood_id: 'الحي الفرعي',
  images: 'الصور',
  video_id: 'الفيديو',
};

/** The Arabic for a property message (whole messages and the field texts of messages.ts), or null. */
export function propertyMessageAr(message: string): string | null {
  const shared = AR[message] ?? listingMessageAr(message, FIELD_AR);
  if (shared) return shared;
  if (message.startsWith('The bbox must be'))
    return 'يجب أن يكون نطاق الخريطة bbox بالشكل غرب,جنوب,شرق,شمال بالدرجات، والغرب أصغر من الشرق والجنوب أصغر من الشمال.';
  const required = /^The ([\w ]+) field is required$/.exec(message);
  if (required) return `حقل ${attributeLabel(required[1]!.replace(/ /g, '_'), 'ar')} مطلوب`;
  return null;
}
