// Texts of the admin's newsletter page.
import { addTranslations } from '@souq/shared';

const en = {
  adminNewsletter: {
    intro:
      'Write an issue in both languages: each subscriber receives it in the language they signed up in, with their own unsubscribe link.',
    reach: 'Subscribers: {{total}} ({{ar}} in Arabic, {{en}} in English)',
    nobody: 'No one has subscribed yet: an issue would reach nobody.',
    arSubject: 'Subject in Arabic',
    arText: 'Text in Arabic',
    enSubject: 'Subject in English',
    enText: 'Text in English',
    textHint: 'Plain text, sent as you write it.',
    send: 'Send the issue',
    confirm: 'Send this issue to {{total}} subscribers now? Once sent, it cannot be taken back.',
    confirmYes: 'Yes, send it',
    cancel: 'Not yet',
    sent: 'Sent to {{sent}} subscribers.',
    loadFailed: 'The subscribers could not be counted.',
    retry: 'Try again',
  },
};

const ar: typeof en = {
  adminNewsletter: {
    intro: 'اكتب العدد باللغتين: يصل إلى كل مشترك باللغة التي اشترك بها، ومعه رابط إلغاء الاشتراك الخاص به.',
    reach: 'المشتركون: {{total}} (بالعربية {{ar}}، بالإنجليزية {{en}})',
    nobody: 'لم يشترك أحد بعد: لن يصل العدد إلى أحد.',
    arSubject: 'العنوان بالعربية',
    arText: 'النص بالعربية',
    enSubject: 'العنوان بالإنجليزية',
    enText: 'النص بالإنجليزية',
    textHint: 'نص عادي، يُرسل كما تكتبه.',
    send: 'إرسال العدد',
    confirm: 'إرسال هذا العدد إلى المشتركين ({{total}}) الآن؟ لا يمكن التراجع عنه بعد إرساله.',
    confirmYes: 'نعم، أرسله',
    cancel: 'ليس الآن',
    sent: 'أُرسل إلى المشتركين ({{sent}}).',
    loadFailed: 'تعذّر عدّ المشتركين.',
    retry: 'إعادة المحاولة',
  },
};

addTranslations('admin', { en, ar });
