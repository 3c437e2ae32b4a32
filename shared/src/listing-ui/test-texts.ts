// Test helper: a remote-like namespace with the texts the listing components read, and the ListingUi naming it.
import { addTranslations } from '@souq/shared';
import type { ListingUi } from './listing-ui';

export const TEST_UI: ListingUi = { ns: 'listing-test', prefix: 'ap' };

addTranslations(TEST_UI.ns, {
  en: {
    detail: {
      gallery: 'Photos',
      photo: 'Photo {{index}} of {{count}}',
      previousPhoto: 'Previous photo',
      nextPhoto: 'Next photo',
      video: 'Video',
      loginPrompt: 'Log in to contact the seller',
      loginPromptText: 'Contact details are shown to signed-in members.',
      loginButton: 'Login',
      contact: 'Contact the seller',
      call: 'Call',
      email: 'Email',
      whatsapp: 'WhatsApp',
      favouriteAdd: 'Save to favourites',
      favouriteRemove: 'Remove from favourites',
      seller: 'Listed by',
      sellerProfile: 'View profile',
      emailSubject: 'About your listing: {{name}}',
      whatsappText: 'Hello, I am interested in "{{name}}" on Souq.',
    },
    userTypes: { Agent: 'Agent', Individual: 'Individual' },
    featured: { empty: 'No featured listings right now.', viewAll: 'View all' },
    sort: { label: 'Sort by', newest: 'Newest', price_asc: 'Price: low to high' },
  },
  ar: {
    detail: {
      gallery: 'الصور',
      photo: 'الصورة {{index}} من {{count}}',
      previousPhoto: 'الصورة السابقة',
      nextPhoto: 'الصورة التالية',
      video: 'الفيديو',
      loginPrompt: 'سجّل الدخول للتواصل مع البائع',
      loginPromptText: 'تظهر بيانات التواصل للأعضاء المسجلين.',
      loginButton: 'تسجيل الدخول',
      contact: 'تواصل مع البائع',
      call: 'اتصال',
      email: 'بريد إلكتروني',
      whatsapp: 'واتساب',
      favouriteAdd: 'حفظ في المفضلة',
      favouriteRemove: 'إزالة من المفضلة',
      seller: 'معروض من قبل',
      sellerProfile: 'عرض الملف الشخصي',
      emailSubject: 'بخصوص إعلانك: {{name}}',
      whatsappText: 'مرحباً، أنا مهتم بـ "{{name}}" على سوق.',
    },
    userTypes: { Agent: 'وكيل', Individual: 'فرد' },
    featured: { empty: 'لا توجد إعلانات مميزة حالياً.', viewAll: 'عرض الكل' },
    sort: { label: 'الترتيب', newest: 'الأحدث', price_asc: 'السعر: من الأقل إلى الأعلى' },
  },
});
