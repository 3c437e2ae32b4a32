// Texts of the saved-searches page, in the account namespace under their own prefix.
import { addTranslations } from '@souq/shared';

const en = {
  savedSearchesPage: {
    heading: 'Your saved searches',
    intro: 'Open a search again, choose how often we email you new matches, rename or delete it.',
    emptyHint: 'Save a search from the property or car list and it will appear here.',
    loadFailed: 'Your saved searches could not be loaded.',
    retry: 'Try again',
    kind: { property: 'Property', auto: 'Car' },
    alertLegend: 'Email alerts',
    alert: { off: 'Off', instant: 'Instantly', daily: 'Daily' },
    lastAlerted: 'Last alert: {{date}}',
    open: 'Open',
    openLabel: 'Open the search {{name}}',
    rename: 'Rename',
    renameLabel: 'Rename {{name}}',
    name: 'Name',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteLabel: 'Delete {{name}}',
    updated: 'Saved search updated',
    deleted: 'Saved search deleted',
  },
  priceDropAlerts: {
    legend: 'Price drops of your saved listings',
    hint: 'We email you when the price of a listing you saved drops.',
    saved: 'Price drop alerts saved',
  },
};

const ar: typeof en = {
  savedSearchesPage: {
    heading: 'عمليات البحث التي حفظتها',
    intro: 'افتح البحث من جديد، واختر عدد مرات إرسال الإعلانات الجديدة المطابقة إلى بريدك، أو أعد تسميته أو احذفه.',
    emptyHint: 'احفظ بحثاً من قائمة العقارات أو السيارات وسيظهر هنا.',
    loadFailed: 'تعذّر تحميل عمليات البحث المحفوظة.',
    retry: 'إعادة المحاولة',
    kind: { property: 'عقار', auto: 'سيارة' },
    alertLegend: 'تنبيهات البريد',
    alert: { off: 'إيقاف', instant: 'فوراً', daily: 'يومياً' },
    lastAlerted: 'آخر تنبيه: {{date}}',
    open: 'فتح',
    openLabel: 'فتح البحث {{name}}',
    rename: 'إعادة تسمية',
    renameLabel: 'إعادة تسمية {{name}}',
    name: 'الاسم',
    save: 'حفظ',
    cancel: 'إلغاء',
    delete: 'حذف',
    deleteLabel: 'حذف {{name}}',
    updated: 'تم تحديث البحث المحفوظ',
    deleted: 'تم حذف البحث المحفوظ',
  },
  priceDropAlerts: {
    legend: 'انخفاض أسعار إعلاناتك المحفوظة',
    hint: 'نرسل إليك بريداً عندما ينخفض سعر إعلان حفظته.',
    saved: 'تم حفظ تنبيهات انخفاض السعر',
  },
};

addTranslations('account', { ar, en });
