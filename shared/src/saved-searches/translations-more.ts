// The rest of the "savedSearches" texts: the save dialog, the recent-searches list and the filter
// summaries. Registered by a call rather than on import, so that a bundle re-exporting the summary code
// without using it (the list pages) can leave it all out.
import { addTranslations } from '@souq/shared';
import { NS } from './translations';

const en = {
  save: {
    title: 'Save this search',
    name: 'Name',
    alert: 'Email me new matches',
    submit: 'Save',
    cancel: 'Cancel',
  },
  alert: { off: 'Off', instant: 'Instantly', daily: 'Daily' },
  recent: {
    title: 'Your recent searches',
    clear: 'Clear',
    empty: 'No recent searches yet',
    loadFailed: 'Your recent searches could not be loaded.',
    retry: 'Try again',
  },
  summary: {
    any: { property: 'All properties', auto: 'All cars' },
    generic: { property: 'Property search', auto: 'Car search' },
    listSeparator: ', ',
    between: '{{min}}–{{max}}',
    from: 'from {{value}}',
    upTo: 'up to {{value}}',
    price: 'Price {{range}} {{unit}}',
    size: 'Size {{range}} {{unit}}',
    year: 'Year {{range}}',
    mileage: 'Mileage {{range}} {{unit}}',
    bedrooms: 'Bedrooms: {{value}}',
    bathrooms: 'Bathrooms: {{value}}',
    keyword: '“{{value}}”',
    units: { sqm: 'm²', km: 'km' },
  },
};

const ar: typeof en = {
  save: {
    title: 'حفظ هذا البحث',
    name: 'الاسم',
    alert: 'أرسل لي الإعلانات الجديدة المطابقة',
    submit: 'حفظ',
    cancel: 'إلغاء',
  },
  alert: { off: 'إيقاف', instant: 'فوراً', daily: 'يومياً' },
  recent: {
    title: 'عمليات بحثك الأخيرة',
    clear: 'مسح',
    empty: 'لا توجد عمليات بحث حديثة بعد',
    loadFailed: 'تعذّر تحميل عمليات بحثك الأخيرة.',
    retry: 'إعادة المحاولة',
  },
  summary: {
    any: { property: 'كل العقارات', auto: 'كل السيارات' },
    generic: { property: 'بحث عن عقار', auto: 'بحث عن سيارة' },
    listSeparator: '، ',
    between: '{{min}}–{{max}}',
    from: 'من {{value}}',
    upTo: 'حتى {{value}}',
    price: 'السعر {{range}} {{unit}}',
    size: 'المساحة {{range}} {{unit}}',
    year: 'سنة الصنع {{range}}',
    mileage: 'المسافة المقطوعة {{range}} {{unit}}',
    bedrooms: 'غرف النوم: {{value}}',
    bathrooms: 'الحمامات: {{value}}',
    keyword: '«{{value}}»',
    units: { sqm: 'م²', km: 'كم' },
  },
};

let registered = false;

/** Idempotent. */
export function registerMoreTexts(): void {
  if (registered) return;
  registered = true;
  addTranslations(NS, { ar, en });
}
