// Texts of the admin's listings page: the search, the rows and the hide and restore decisions.
import { addTranslations } from '@souq/shared';

const en = {
  adminListings: {
    intro:
      'Find any listing, of any status, by its name, its number or its owner. Hiding takes it off the site at once; the owner is emailed your reason.',
    searchLabel: 'Search listings',
    kind: 'Kind',
    q: 'Name or number',
    status: 'Status',
    id: 'Listing number',
    ownerId: 'Owner number',
    reportsOpen: 'Open reports: {{count}}',
    hide: 'Hide',
    hideLabel: 'Hide {{name}}',
    hideReason: 'Why is this listing hidden?',
    hideSubmit: 'Hide listing',
    restore: 'Restore',
    restoreLabel: 'Restore {{name}}',
    restoreReason: 'Why is this listing restored?',
    restoreSubmit: 'Restore listing',
    reasonRequired: 'Give a reason: the owner is told it.',
    reasonHint: 'The owner receives it by email.',
  },
};

const ar: typeof en = {
  adminListings: {
    intro:
      'ابحث عن أي إعلان بأي حالة باسمه أو رقمه أو صاحبه. الإخفاء يزيله من الموقع فوراً، ويُرسل سببك إلى صاحبه بالبريد الإلكتروني.',
    searchLabel: 'البحث في الإعلانات',
    kind: 'النوع',
    q: 'الاسم أو الرقم',
    status: 'الحالة',
    id: 'رقم الإعلان',
    ownerId: 'رقم صاحب الإعلان',
    reportsOpen: 'بلاغات مفتوحة: {{count}}',
    hide: 'إخفاء',
    hideLabel: 'إخفاء {{name}}',
    hideReason: 'لماذا يُخفى هذا الإعلان؟',
    hideSubmit: 'إخفاء الإعلان',
    restore: 'استعادة',
    restoreLabel: 'استعادة {{name}}',
    restoreReason: 'لماذا يُستعاد هذا الإعلان؟',
    restoreSubmit: 'استعادة الإعلان',
    reasonRequired: 'اكتب السبب: سيُبلَّغ به صاحب الإعلان.',
    reasonHint: 'يصل السبب إلى صاحب الإعلان بالبريد الإلكتروني.',
  },
};

addTranslations('admin', { ar, en });
