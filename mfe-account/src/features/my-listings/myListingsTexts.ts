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
  },
};

addTranslations('account', { ar, en });
