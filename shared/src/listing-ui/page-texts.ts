import { addTranslations } from '@souq/shared';

/**
 * The Arabic forms of the plural keys `K` beyond English's `_one` and `_other`: Arabic has six plural forms
 * (i18next picks them with Intl.PluralRules).
 */
export type ArabicPlural<K extends string> = Record<`${K}_${'zero' | 'two' | 'few' | 'many'}`, string>;

// The list, detail and other pages' texts the property and auto remotes word alike, added to a remote's namespace
// before its own texts (which win where both name a key).

const pageEn = {
  list: {
    loadFailed: 'The listings could not be loaded.',
    retry: 'Try again',
    linkUnreadable: 'Some filters in this link could not be read, so they were not applied.',
  },
  filters: {
    title: 'Filters',
    show: 'Show filters',
    hide: 'Hide filters',
    any: 'Any',
    min: 'Minimum',
    max: 'Maximum',
    minOf: 'Minimum {{field}}',
    maxOf: 'Maximum {{field}}',
    keyword: 'Keyword',
    apply: 'Search',
    reset: 'Clear filters',
    problems: {
      reversed: 'The minimum must not be greater than the maximum.',
      notNumber: 'Enter a whole number of 0 or more.',
    },
  },
  sort: { label: 'Sort by', newest: 'Newest', price_asc: 'Price: low to high', price_desc: 'Price: high to low' },
  detail: {
    back: 'Back to the results',
    loginButton: 'Login',
    gallery: 'Photos',
    photo: 'Photo {{index}} of {{count}}',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    video: 'Video',
    description: 'Description',
    contact: 'Contact the seller',
    call: 'Call',
    email: 'Email',
    whatsapp: 'WhatsApp',
    favouriteAdd: 'Save to favourites',
    favouriteRemove: 'Remove from favourites',
    emailSubject: 'About your listing: {{name}}',
    listedBy: 'Listed by',
    ownerProfile: 'View profile',
    facts: { listed: 'Listed on', reference: 'Reference' },
  },
  session: { guest: 'Browsing as a guest', loggedIn: 'Logged in as {{name}} ({{type}})' },
  notFound: { title: 'Page not found', home: 'Back to the home page' },
  harness: { logout: 'Logout' },
};

const pageAr: typeof pageEn = {
  list: {
    loadFailed: 'تعذر تحميل الإعلانات.',
    retry: 'حاول مرة أخرى',
    linkUnreadable: 'تعذّرت قراءة بعض عوامل التصفية في هذا الرابط، فلم تُطبَّق.',
  },
  filters: {
    title: 'عوامل التصفية',
    show: 'إظهار عوامل التصفية',
    hide: 'إخفاء عوامل التصفية',
    any: 'الكل',
    min: 'الحد الأدنى',
    max: 'الحد الأقصى',
    minOf: 'الحد الأدنى: {{field}}',
    maxOf: 'الحد الأقصى: {{field}}',
    keyword: 'كلمة البحث',
    apply: 'بحث',
    reset: 'مسح عوامل التصفية',
    problems: {
      reversed: 'يجب ألا يكون الحد الأدنى أكبر من الحد الأقصى.',
      notNumber: 'أدخل عدداً صحيحاً يساوي 0 أو أكثر.',
    },
  },
  sort: {
    label: 'الترتيب حسب',
    newest: 'الأحدث',
    price_asc: 'السعر: من الأقل إلى الأعلى',
    price_desc: 'السعر: من الأعلى إلى الأقل',
  },
  detail: {
    back: 'العودة إلى النتائج',
    loginButton: 'تسجيل الدخول',
    gallery: 'الصور',
    photo: 'الصورة {{index}} من {{count}}',
    previousPhoto: 'الصورة السابقة',
    nextPhoto: 'الصورة التالية',
    video: 'الفيديو',
    description: 'الوصف',
    contact: 'تواصل مع البائع',
    call: 'اتصال',
    email: 'بريد إلكتروني',
    whatsapp: 'واتساب',
    favouriteAdd: 'حفظ في المفضلة',
    favouriteRemove: 'إزالة من المفضلة',
    emailSubject: 'بخصوص إعلانك: {{name}}',
    listedBy: 'معروض من قبل',
    ownerProfile: 'عرض الملف الشخصي',
    facts: { listed: 'تاريخ الإضافة', reference: 'رقم الإعلان' },
  },
  session: { guest: 'تتصفح كزائر', loggedIn: 'مسجل الدخول باسم {{name}} ({{type}})' },
  notFound: { title: 'الصفحة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  harness: { logout: 'تسجيل الخروج' },
};

/** Adds the list, filter, sort, detail, session and not-found pages' common texts to the namespace `ns`. */
export function addPageTexts(ns: string): void {
  addTranslations(ns, { ar: pageAr, en: pageEn });
}
