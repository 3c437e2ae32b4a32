// Texts of the admin's exchange-rate page.
import { addTranslations } from '@souq/shared';

const en = {
  adminRate: {
    intro:
      'The US dollar in new Syrian pounds. Prices given in one currency are shown in the other at the current rate; every rate set is kept below.',
    current: 'Current rate: {{rate}} new SYP per USD, since {{date}} ({{source}})',
    rate: 'New SYP per US dollar',
    rateHint: 'Eastern Arabic digits and separators are fine (١٣٢٫٥).',
    source: 'Source',
    sourceHint: 'Where the rate comes from, e.g. the Central Bank bulletin.',
    effectiveDate: 'In force from',
    save: 'Save the rate',
    bigJump:
      'This rate is more than 10 times higher or lower than the current one ({{current}}). Check it is in new pounds, not old ones.',
    confirm: 'Yes, save {{rate}}',
    history: 'Rates set',
    noHistory: 'No rate has been set yet: the marketplace default applies.',
    setBy: 'Set by {{name}}',
    defaultSource: 'marketplace default',
    loadFailed: 'The rates could not be loaded.',
    retry: 'Try again',
  },
};

const ar: typeof en = {
  adminRate: {
    intro:
      'سعر الدولار الأمريكي بالليرة السورية الجديدة. الأسعار المعطاة بعملة تُعرض بالأخرى وفق السعر الحالي؛ وكل سعر يُحدَّد يُحفظ في الأسفل.',
    current: 'السعر الحالي: {{rate}} ل.س جديدة للدولار، منذ {{date}} ({{source}})',
    rate: 'الليرات السورية الجديدة مقابل الدولار',
    rateHint: 'يمكن كتابة الأرقام العربية والفواصل (١٣٢٫٥).',
    source: 'المصدر',
    sourceHint: 'من أين أُخذ السعر، مثل نشرة المصرف المركزي.',
    effectiveDate: 'يسري من',
    save: 'حفظ السعر',
    bigJump:
      'هذا السعر أعلى أو أدنى من السعر الحالي ({{current}}) بأكثر من 10 أضعاف. تحقق من أنه بالليرة الجديدة لا القديمة.',
    confirm: 'نعم، احفظ {{rate}}',
    history: 'الأسعار المحددة',
    noHistory: 'لم يُحدَّد أي سعر بعد: تُطبَّق القيمة الافتراضية للموقع.',
    setBy: 'حدّده {{name}}',
    defaultSource: 'القيمة الافتراضية للموقع',
    loadFailed: 'تعذّر تحميل الأسعار.',
    retry: 'إعادة المحاولة',
  },
};

addTranslations('admin', { en, ar });
