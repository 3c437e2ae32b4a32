import { addTranslations } from '@souq/shared';

const en = {
  myListings: {
    addProperty: 'Add property',
    addAuto: 'Add car',
    edit: 'Edit',
    statistics: 'Statistics',
    delete: 'Delete',
    editLabel: 'Edit {{name}}',
    statisticsLabel: 'Statistics of {{name}}',
    deleteLabel: 'Delete {{name}}',
  },
};

const ar: typeof en = {
  myListings: {
    addProperty: 'إضافة عقار',
    addAuto: 'إضافة سيارة',
    edit: 'تعديل',
    statistics: 'الإحصائيات',
    delete: 'حذف',
    editLabel: 'تعديل {{name}}',
    statisticsLabel: 'إحصائيات {{name}}',
    deleteLabel: 'حذف {{name}}',
  },
};

addTranslations('account', { ar, en });
