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
  },
};

addTranslations('account', { ar, en });
