// Texts of the saved-search controls (namespace "savedSearches"), registered when this entry is first
// imported. Each app that uses the entry bundles it, so the texts arrive with the controls.
import { addTranslations } from '@souq/shared';

export const NS = 'savedSearches';

const en = {
  save: {
    button: 'Save search',
    saved: 'Saved',
    savedTitle: 'This search is in your saved searches',
    title: 'Save this search',
    name: 'Name',
    alert: 'Email me new matches',
    submit: 'Save',
    cancel: 'Cancel',
    done: 'Search saved',
    manage: 'Manage saved searches',
  },
  alert: { off: 'Off', instant: 'Instantly', daily: 'Daily' },
  recent: {
    button: 'Recent searches',
    title: 'Your recent searches',
    clear: 'Clear',
    empty: 'No recent searches yet',
    loadFailed: 'Your recent searches could not be loaded.',
    retry: 'Try again',
    close: 'Close',
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
    button: 'حفظ البحث',
    saved: 'محفوظ',
    savedTitle: 'هذا البحث ضمن عمليات البحث المحفوظة',
    title: 'حفظ هذا البحث',
    name: 'الاسم',
    alert: 'أرسل لي الإعلانات الجديدة المطابقة',
    submit: 'حفظ',
    cancel: 'إلغاء',
    done: 'تم حفظ البحث',
    manage: 'إدارة عمليات البحث المحفوظة',
  },
  alert: { off: 'إيقاف', instant: 'فوراً', daily: 'يومياً' },
  recent: {
    button: 'عمليات البحث الأخيرة',
    title: 'عمليات بحثك الأخيرة',
    clear: 'مسح',
    empty: 'لا توجد عمليات بحث حديثة بعد',
    loadFailed: 'تعذّر تحميل عمليات بحثك الأخيرة.',
    retry: 'إعادة المحاولة',
    close: 'إغلاق',
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

addTranslations(NS, { ar, en });
