// Texts the admin queues share: loading and failures, the words of statuses, report reasons and listing kinds.
import { addTranslations } from '@souq/shared';

const en = {
  adminQueue: {
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
    notSent: 'The decision could not be sent. Check your connection and try again.',
    optionalReasonHint: 'Optional. It is kept in the audit log; nobody is emailed.',
    reportsCount: 'Reports: {{value}}',
    reportsOf: 'Reports of {{name}}',
    reportedBy: 'by {{name}}',
    noImage: 'No photo',
    owner: 'Owner',
    status: 'Status',
    verified: 'Verified',
    listingStatus: {
      draft: 'Draft',
      active: 'Active',
      paused: 'Paused',
      expired: 'Expired',
      sold: 'Sold',
      rented: 'Rented',
      hidden: 'Hidden',
    },
    hiddenReason: {
      reports: 'Under review: hidden by reports',
      moderator: 'Hidden by a moderator',
      suspended: 'Hidden: the owner is suspended',
      duplicate: 'Hidden as a duplicate',
    },
    reportReason: {
      fake: 'Fake listing',
      sold: 'Already sold or rented',
      wrong_price: 'Wrong price',
      wrong_place: 'Wrong place',
      offensive: 'Offensive',
      duplicate: 'Duplicate',
      spam: 'Spam',
      conflict_of_interest: 'Conflict of interest',
      other: 'Other',
    },
  },
};

const ar: typeof en = {
  adminQueue: {
    loadFailed: 'تعذّر تحميل القائمة.',
    retry: 'إعادة المحاولة',
    notSent: 'تعذّر إرسال القرار. تحقق من اتصالك وأعد المحاولة.',
    optionalReasonHint: 'اختياري. يُحفظ في سجل التدقيق ولا يُرسل إلى أحد.',
    reportsCount: 'البلاغات: {{value}}',
    reportsOf: 'البلاغات عن {{name}}',
    reportedBy: 'من {{name}}',
    noImage: 'لا توجد صورة',
    owner: 'المالك',
    status: 'الحالة',
    verified: 'موثّق',
    listingStatus: {
      draft: 'مسودة',
      active: 'نشط',
      paused: 'متوقف مؤقتاً',
      expired: 'منتهي',
      sold: 'تم البيع',
      rented: 'تم التأجير',
      hidden: 'مخفي',
    },
    hiddenReason: {
      reports: 'قيد المراجعة: أُخفي بسبب البلاغات',
      moderator: 'أخفاه مشرف',
      suspended: 'مخفي: حساب المالك موقوف',
      duplicate: 'مخفي لأنه مكرر',
    },
    reportReason: {
      fake: 'إعلان مزيّف',
      sold: 'تم بيعه أو تأجيره',
      wrong_price: 'سعر خاطئ',
      wrong_place: 'موقع خاطئ',
      offensive: 'مسيء',
      duplicate: 'مكرر',
      spam: 'رسائل مزعجة',
      conflict_of_interest: 'تضارب مصالح',
      other: 'سبب آخر',
    },
  },
};

addTranslations('admin', { ar, en });
