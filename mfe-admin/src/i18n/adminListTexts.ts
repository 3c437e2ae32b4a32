// Texts shared by the admin area's management pages: their searches and lists.
import { addTranslations } from '@souq/shared';

const en = {
  adminList: {
    search: 'Search',
    clear: 'Clear',
    any: 'Any',
    kind: { property: 'Property', auto: 'Car' },
    none: '—',
  },
};

const ar: typeof en = {
  adminList: {
    search: 'بحث',
    clear: 'مسح',
    any: 'الكل',
    kind: { property: 'عقار', auto: 'سيارة' },
    none: '—',
  },
};

addTranslations('admin', { ar, en });
