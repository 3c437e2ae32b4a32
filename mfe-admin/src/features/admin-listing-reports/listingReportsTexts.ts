// Texts of the admin's queue of reported listings.
import { addTranslations } from '@souq/shared';

const en = {
  adminListingReports: {
    heading: 'Reported listings',
    intro:
      'Listings members reported, the most reported first. Hiding or restoring a listing emails its owner your reason; the owner is never told who reported it.',
    hide: 'Hide',
    hideLabel: 'Hide the listing {{name}}',
    hideReason: 'Reason for hiding the listing',
    hideSubmit: 'Hide the listing',
    restore: 'Restore',
    restoreLabel: 'Restore the listing {{name}}',
    restoreReason: 'Reason for restoring the listing',
    restoreSubmit: 'Restore the listing',
    dismiss: 'Dismiss the reports',
    dismissLabel: 'Dismiss the reports of {{name}}',
    dismissReason: 'Note on dismissing (optional)',
    dismissSubmit: 'Dismiss the reports',
    reasonHint: 'The owner receives it by email.',
    reasonRequired: 'Give the reason: the owner is emailed it.',
    loadFailed: 'The reported listings could not be loaded.',
  },
};

const ar: typeof en = {
  adminListingReports: {
    heading: 'الإعلانات المُبلَّغ عنها',
    intro:
      'إعلانات أبلغ عنها الأعضاء، الأكثر بلاغات أولاً. عند إخفاء إعلان أو استعادته يصل سببك إلى مالكه بالبريد الإلكتروني، ولا يُخبَر المالك أبداً بمن أبلغ عنه.',
    hide: 'إخفاء',
    hideLabel: 'إخفاء الإعلان {{name}}',
    hideReason: 'سبب إخفاء الإعلان',
    hideSubmit: 'إخفاء الإعلان',
    restore: 'استعادة',
    restoreLabel: 'استعادة الإعلان {{name}}',
    restoreReason: 'سبب استعادة الإعلان',
    restoreSubmit: 'استعادة الإعلان',
    dismiss: 'رفض البلاغات',
    dismissLabel: 'رفض البلاغات عن {{name}}',
    dismissReason: 'ملاحظة على الرفض (اختيارية)',
    dismissSubmit: 'رفض البلاغات',
    reasonHint: 'يصل السبب إلى المالك بالبريد الإلكتروني.',
    reasonRequired: 'اكتب السبب: سيصل إلى المالك بالبريد الإلكتروني.',
    loadFailed: 'تعذّر تحميل الإعلانات المُبلَّغ عنها.',
  },
};

addTranslations('admin', { ar, en });
