// Texts of the listing rows shared by my listings, saved listings and contacted listings.
import { addTranslations } from '@souq/shared';
import { addTrustTexts } from '@souq/shared/listing-ui';

// The rows' Verified mark.
addTrustTexts('account');

const en = {
  listingRow: {
    noImage: 'No photo',
    status: {
      draft: 'Draft',
      active: 'Active',
      paused: 'Paused',
      expired: 'Expired',
      hidden: 'Under review',
      inactive: 'Inactive',
      sold: 'Sold',
      rented: 'Rented',
      available: 'Available',
    },
    statusLabel: 'Status',
    vehicleStatusLabel: 'Vehicle status',
    // Counted since the listing was posted; the statistics page shows the last 30 days.
    views: 'Views (all time): {{value}}',
    contacts: 'Contacts (all time): {{value}}',
    discount: '{{percent}}% off',
    was: 'Was {{price}}',
    prices: 'Price',
    tabs: { property: 'Properties', auto: 'Cars' },
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
  },
};

const ar: typeof en = {
  listingRow: {
    noImage: 'لا توجد صورة',
    status: {
      draft: 'مسودة',
      active: 'نشط',
      paused: 'متوقف مؤقتاً',
      expired: 'منتهي',
      hidden: 'قيد المراجعة',
      inactive: 'غير نشط',
      sold: 'تم البيع',
      rented: 'تم التأجير',
      available: 'متاحة',
    },
    statusLabel: 'الحالة',
    vehicleStatusLabel: 'حالة المركبة',
    // "Label: number" reads correctly for every count, without Arabic's six plural forms.
    views: 'المشاهدات (منذ النشر): {{value}}',
    contacts: 'مرات التواصل (منذ النشر): {{value}}',
    discount: 'خصم {{percent}}%',
    was: 'كان {{price}}',
    prices: 'السعر',
    tabs: { property: 'العقارات', auto: 'السيارات' },
    loadFailed: 'تعذّر تحميل القائمة.',
    retry: 'إعادة المحاولة',
  },
};

addTranslations('account', { ar, en });
