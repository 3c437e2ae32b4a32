import { addTranslations } from '@souq/shared';

const en = {
  savedListings: {
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from saved listings',
    notAvailable: 'Not available',
    unavailable: {
      expired: 'Expired: it is no longer listed.',
      sold: 'Sold: it is no longer available.',
      rented: 'Rented: it is no longer available.',
      hidden: 'Not available at the moment.',
      paused: 'Paused by its owner: not available at the moment.',
      other: 'Not available at the moment.',
    },
  },
};

const ar: typeof en = {
  savedListings: {
    remove: 'إزالة',
    removeLabel: 'إزالة {{name}} من الإعلانات المحفوظة',
    notAvailable: 'غير متاح',
    unavailable: {
      expired: 'منتهي الصلاحية: لم يعد معروضاً.',
      sold: 'تم البيع: لم يعد متاحاً.',
      rented: 'تم التأجير: لم يعد متاحاً.',
      hidden: 'غير متاح حالياً.',
      paused: 'أوقفه مالكه مؤقتاً: غير متاح حالياً.',
      other: 'غير متاح حالياً.',
    },
  },
};

addTranslations('account', { ar, en });
