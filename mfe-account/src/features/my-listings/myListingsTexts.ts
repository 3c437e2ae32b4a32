import { addTranslations } from '@souq/shared';

const en = {
  myListings: {
    addProperty: 'Add property',
    addAuto: 'Add car',
    edit: 'Edit',
    statistics: 'Statistics (last 30 days)',
    delete: 'Delete',
    editLabel: 'Edit {{name}}',
    statisticsLabel: 'Statistics (last 30 days) of {{name}}',
    deleteLabel: 'Delete {{name}}',
    to: {
      active: 'Publish',
      reactivate: 'Reactivate',
      relist: 'Put back on the market',
      paused: 'Pause',
      sold: 'Mark sold',
      rented: 'Mark rented',
    },
    statusLabel: '{{action}}: {{name}}',
    underReview: 'Under review: it can be changed again once the review ends.',
    quotaPaused: "Paused — over your plan's quota",
    featuredUntil: 'Featured until {{date}}',
    premiumUntil: 'Premium until {{date}}',
    promote: { featured_listing: 'Promote: Featured', premium_listing: 'Promote: Premium' },
    promoteLabel: { featured_listing: 'Promote {{name}} as a Featured listing', premium_listing: 'Promote {{name}} as a Premium listing' },
  },
  quota: {
    label: 'Your plan',
    used: '{{active}} of {{quota}} active listings · {{plan}}',
    unlimited: '{{active}} active listings · {{plan}}, with no limit on active listings',
    // "Label: number" reads right for any count, in both languages.
    paused: "Paused because they are over your plan's quota: {{count}}",
    upgrade: 'Upgrade plan',
  },
};

const ar: typeof en = {
  myListings: {
    addProperty: 'إضافة عقار',
    addAuto: 'إضافة سيارة',
    edit: 'تعديل',
    statistics: 'الإحصائيات (آخر 30 يوماً)',
    delete: 'حذف',
    editLabel: 'تعديل {{name}}',
    statisticsLabel: 'الإحصائيات (آخر 30 يوماً) لـ {{name}}',
    deleteLabel: 'حذف {{name}}',
    to: {
      active: 'نشر',
      reactivate: 'إعادة التفعيل',
      relist: 'إعادته إلى السوق',
      paused: 'إيقاف مؤقت',
      sold: 'تم البيع',
      rented: 'تم التأجير',
    },
    statusLabel: '{{action}}: {{name}}',
    underReview: 'قيد المراجعة: يمكن تغييره مجدداً عند انتهاء المراجعة.',
    quotaPaused: 'متوقف مؤقتاً — تجاوز حصة خطتك',
    featuredUntil: 'مميز حتى {{date}}',
    premiumUntil: 'ممتاز حتى {{date}}',
    promote: { featured_listing: 'ترويج: مميز', premium_listing: 'ترويج: ممتاز' },
    promoteLabel: { featured_listing: 'ترويج {{name}} كإعلان مميز', premium_listing: 'ترويج {{name}} كإعلان ممتاز' },
  },
  quota: {
    label: 'خطتك',
    used: '{{active}} من {{quota}} إعلانات نشطة · {{plan}}',
    unlimited: '{{active}} إعلانات نشطة · {{plan}}، دون حد لعدد الإعلانات النشطة',
    paused: 'متوقفة مؤقتاً لتجاوزها حصة خطتك: {{count}}',
    upgrade: 'ترقية الخطة',
  },
};

addTranslations('account', { ar, en });
