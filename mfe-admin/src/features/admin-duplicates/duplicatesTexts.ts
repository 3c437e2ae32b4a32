// Texts of the admin's queue of listings flagged as duplicates.
import { addTranslations } from '@souq/shared';

const en = {
  adminDuplicates: {
    heading: 'Possible duplicate listings',
    intro:
      "Listings flagged when they were posted or edited because they repeat another member's listing. Compare them: hiding the flagged listing emails its owner your reason.",
    title: '{{name}} may repeat {{original}}',
    flagged: 'Flagged listing',
    original: 'Original listing',
    basisLabel: 'Why it was flagged',
    basis: { photos: 'Same photos', text: 'Same place and type, near-identical text' },
    flaggedOn: 'Flagged',
    hide: 'Hide',
    hideLabel: 'Hide the listing {{name}}',
    hideReason: 'Reason for hiding the listing',
    hideSubmit: 'Hide the listing',
    hideHint: 'The owner of the flagged listing receives it by email.',
    hideRequired: 'Give the reason: the owner is emailed it.',
    dismiss: 'Not a duplicate',
    dismissLabel: 'Dismiss the flag on {{name}}: not a duplicate',
    dismissReason: 'Note on dismissing (optional)',
    dismissSubmit: 'Dismiss the flag',
    loadFailed: 'The flagged listings could not be loaded.',
  },
};

const ar: typeof en = {
  adminDuplicates: {
    heading: 'إعلانات يُحتمل أنها مكررة',
    intro:
      'إعلانات عُلِّمت عند نشرها أو تعديلها لأنها تكرر إعلاناً لعضو آخر. قارِن بينهما: عند إخفاء الإعلان المُعلَّم يصل سببك إلى مالكه بالبريد الإلكتروني.',
    title: '{{name}} قد يكرر {{original}}',
    flagged: 'الإعلان المُعلَّم',
    original: 'الإعلان الأصلي',
    basisLabel: 'سبب التعليم',
    basis: { photos: 'الصور نفسها', text: 'الموقع والنوع نفسهما ونص شبه مطابق' },
    flaggedOn: 'تاريخ التعليم',
    hide: 'إخفاء',
    hideLabel: 'إخفاء الإعلان {{name}}',
    hideReason: 'سبب إخفاء الإعلان',
    hideSubmit: 'إخفاء الإعلان',
    hideHint: 'يصل السبب إلى مالك الإعلان المُعلَّم بالبريد الإلكتروني.',
    hideRequired: 'اكتب السبب: سيصل إلى المالك بالبريد الإلكتروني.',
    dismiss: 'ليس مكرراً',
    dismissLabel: 'إزالة التعليم عن {{name}}: ليس مكرراً',
    dismissReason: 'ملاحظة على الإزالة (اختيارية)',
    dismissSubmit: 'إزالة التعليم',
    loadFailed: 'تعذّر تحميل الإعلانات المُعلَّمة.',
  },
};

addTranslations('admin', { ar, en });
