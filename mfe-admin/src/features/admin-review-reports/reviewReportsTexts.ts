// Texts of the admin's queues of reported reviews and reported agents.
import { addTranslations } from '@souq/shared';

const en = {
  adminReviewReports: {
    intro:
      'Reviews and agents members reported, the most reported first. The author of a hidden review and a suspended member are emailed your reason; nobody is told who reported them.',
    reviews: 'Reported reviews',
    agents: 'Reported agents and companies',
    reviewTitle: 'Review of {{agent}} by {{reviewer}}',
    reviewSubject: 'the review of {{agent}} by {{reviewer}}',
    rating: 'Overall experience: {{value}} / 5',
    written: 'Written',
    noText: 'No text: a rating only.',
    shown: 'Shown',
    hiddenByReports: 'Under review: hidden by reports',
    hiddenByModerator: 'Hidden by a moderator',
    hide: 'Hide',
    hideLabel: 'Hide the review of {{agent}} by {{reviewer}}',
    hideReason: 'Reason for hiding the review',
    hideSubmit: 'Hide the review',
    hideHint: 'The author of the review receives it by email.',
    hideRequired: 'Give the reason: the author of the review is emailed it.',
    dismiss: 'Dismiss the reports',
    dismissReviewLabel: 'Dismiss the reports of the review of {{agent}} by {{reviewer}}',
    dismissAgentLabel: 'Dismiss the reports of {{name}}',
    dismissReason: 'Note on dismissing (optional)',
    dismissSubmit: 'Dismiss the reports',
    suspended: 'Suspended',
    suspend: 'Suspend',
    suspendLabel: 'Suspend the member {{name}}',
    suspendReason: 'Reason for suspending the member',
    suspendSubmit: 'Suspend the member',
    suspendHint:
      'The member receives it by email, is signed out, and their listings are hidden until they are restored.',
    suspendRequired: 'Give the reason: the member is emailed it.',
    reviewsFailed: 'The reported reviews could not be loaded.',
    agentsFailed: 'The reported agents could not be loaded.',
  },
};

const ar: typeof en = {
  adminReviewReports: {
    intro:
      'تقييمات ووكلاء أبلغ عنهم الأعضاء، الأكثر بلاغات أولاً. يصل سببك بالبريد الإلكتروني إلى كاتب التقييم المخفي وإلى العضو الموقوف، ولا يُخبَر أحد بمن أبلغ عنه.',
    reviews: 'التقييمات المُبلَّغ عنها',
    agents: 'الوكلاء والشركات المُبلَّغ عنهم',
    reviewTitle: 'تقييم {{agent}} من {{reviewer}}',
    reviewSubject: 'تقييم {{agent}} من {{reviewer}}',
    rating: 'التجربة العامة: {{value}} / 5',
    written: 'تاريخ الكتابة',
    noText: 'بلا نص: تقييم بالنجوم فقط.',
    shown: 'ظاهر',
    hiddenByReports: 'قيد المراجعة: أُخفي بسبب البلاغات',
    hiddenByModerator: 'أخفاه مشرف',
    hide: 'إخفاء',
    hideLabel: 'إخفاء تقييم {{agent}} من {{reviewer}}',
    hideReason: 'سبب إخفاء التقييم',
    hideSubmit: 'إخفاء التقييم',
    hideHint: 'يصل السبب إلى كاتب التقييم بالبريد الإلكتروني.',
    hideRequired: 'اكتب السبب: سيصل إلى كاتب التقييم بالبريد الإلكتروني.',
    dismiss: 'رفض البلاغات',
    dismissReviewLabel: 'رفض البلاغات عن تقييم {{agent}} من {{reviewer}}',
    dismissAgentLabel: 'رفض البلاغات عن {{name}}',
    dismissReason: 'ملاحظة على الرفض (اختيارية)',
    dismissSubmit: 'رفض البلاغات',
    suspended: 'موقوف',
    suspend: 'إيقاف',
    suspendLabel: 'إيقاف العضو {{name}}',
    suspendReason: 'سبب إيقاف العضو',
    suspendSubmit: 'إيقاف العضو',
    suspendHint: 'يصل السبب إلى العضو بالبريد الإلكتروني، ويُسجَّل خروجه، وتُخفى إعلاناته حتى تتم استعادته.',
    suspendRequired: 'اكتب السبب: سيصل إلى العضو بالبريد الإلكتروني.',
    reviewsFailed: 'تعذّر تحميل التقييمات المُبلَّغ عنها.',
    agentsFailed: 'تعذّر تحميل الوكلاء المُبلَّغ عنهم.',
  },
};

addTranslations('admin', { ar, en });
