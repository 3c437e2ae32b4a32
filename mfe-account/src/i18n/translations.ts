// Texts of the account remote (namespace "account"), registered when this module is first imported.
import { addTranslations } from '@souq/shared';
import { addAreaTexts } from '@souq/shared/area-kit';

// The area kit's texts first (a payment's words, a listing's number, the file input, the navigation's arrows, page
// not found), so that the remote's own win where both name a key.
addAreaTexts('account');

const en = {
  routes: {
    myAccount: 'My account',
    myListing: 'My listings',
    addAuto: 'Add a car listing',
    updateAuto: 'Edit a car listing',
    addProperty: 'Add a property listing',
    updateProperty: 'Edit a property listing',
    listingStatistics: 'Listing statistics',
    savedListing: 'Saved listings',
    changePassword: 'Change password',
    agentDetails: 'Agent details',
    subscriptionPlans: 'Subscription plans',
    subscriptionHistory: 'Subscription history',
    adminArea: 'Admin area',
    associatedAgent: 'Associated agents',
    associatedCorporates: 'Associated corporates',
    savedSearches: 'Saved searches',
    contactedListings: 'Contacted listings',
  },
  layout: {
    areaNavigation: 'My account pages',
  },
  listings: {
    individualNotAllowed:
      'Listings are managed by Agent and Corporate accounts; Individual accounts cannot create listings.',
    autoOutsideCategory: 'Your listing category is real estate only, so you cannot add cars.',
    propertyOutsideCategory: 'Your listing category is cars only, so you cannot add properties.',
    changeCategory: 'Change your listing category in your profile.',
  },
  session: {
    guest: 'Browsing as a guest',
    loggedIn: 'Logged in as {{name}} ({{type}})',
  },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
  harness: { title: 'Account (standalone)', logout: 'Logout' },
};

const ar: typeof en = {
  routes: {
    myAccount: 'حسابي',
    myListing: 'إعلاناتي',
    addAuto: 'إضافة إعلان سيارة',
    updateAuto: 'تعديل إعلان سيارة',
    addProperty: 'إضافة إعلان عقار',
    updateProperty: 'تعديل إعلان عقار',
    listingStatistics: 'إحصائيات الإعلانات',
    savedListing: 'الإعلانات المحفوظة',
    changePassword: 'تغيير كلمة المرور',
    agentDetails: 'تفاصيل الوكيل',
    subscriptionPlans: 'خطط الاشتراك',
    subscriptionHistory: 'سجل الاشتراكات',
    adminArea: 'لوحة الإدارة',
    associatedAgent: 'الوكلاء المرتبطون',
    associatedCorporates: 'الشركات المرتبطة',
    savedSearches: 'عمليات البحث المحفوظة',
    contactedListings: 'الإعلانات التي تواصلت معها',
  },
  layout: {
    areaNavigation: 'صفحات حسابي',
  },
  listings: {
    individualNotAllowed: 'تُدار الإعلانات من حسابات الوكلاء والشركات؛ لا يمكن للحسابات الفردية إنشاء إعلانات.',
    autoOutsideCategory: 'فئة إعلاناتك هي العقارات فقط، لذا لا يمكنك إضافة سيارات.',
    propertyOutsideCategory: 'فئة إعلاناتك هي السيارات فقط، لذا لا يمكنك إضافة عقارات.',
    changeCategory: 'غيّر فئة إعلاناتك من ملفك الشخصي.',
  },
  session: {
    guest: 'تتصفح كزائر',
    loggedIn: 'مسجل الدخول باسم {{name}} ({{type}})',
  },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
  harness: { title: 'الحساب (تشغيل مستقل)', logout: 'تسجيل الخروج' },
};

addTranslations('account', { ar, en });
