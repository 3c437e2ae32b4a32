// Texts shared by the admin area's management pages: lists, searches and the words of listing and member states.
import { addTranslations } from '@souq/shared';

const en = {
  adminList: {
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
    search: 'Search',
    clear: 'Clear',
    any: 'Any',
    kind: { property: 'Property', auto: 'Car' },
    status: {
      draft: 'Draft',
      active: 'Active',
      paused: 'Paused',
      expired: 'Expired',
      hidden: 'Hidden',
      sold: 'Sold',
      rented: 'Rented',
    },
    hiddenReason: {
      reports: 'Hidden after reports',
      moderator: 'Hidden by a moderator',
      suspended: 'Owner suspended',
      duplicate: 'Duplicate listing',
    },
    none: '—',
  },
};

const ar: typeof en = {
  adminList: {
    loadFailed: 'تعذّر تحميل القائمة.',
    retry: 'إعادة المحاولة',
    search: 'بحث',
    clear: 'مسح',
    any: 'الكل',
    kind: { property: 'عقار', auto: 'سيارة' },
    status: {
      draft: 'مسودة',
      active: 'نشط',
      paused: 'متوقف مؤقتاً',
      expired: 'منتهي',
      hidden: 'مخفي',
      sold: 'تم البيع',
      rented: 'تم التأجير',
    },
    hiddenReason: {
      reports: 'مخفي بعد البلاغات',
      moderator: 'أخفاه مشرف',
      suspended: 'صاحبه موقوف',
      duplicate: 'إعلان مكرر',
    },
    none: '—',
  },
};

addTranslations('account', { ar, en });
