import { addTranslations } from '@souq/shared';
import { addTrustTexts } from '@souq/shared/listing-ui';

addTrustTexts('account');

const en = {
  verification: {
    getVerified: 'Get verified',
    getVerifiedLabel: 'Get verified: {{name}}',
    status: 'Verification: {{name}}',
    listingTitle: 'Get the Verified mark',
    listingIntro: 'Send a document that shows you own it. Our team checks it; the document is never shown to visitors.',
    agentTitle: 'Licence or registration',
    agentIntro:
      'Agents and companies get the Verified mark on their profile once our team has checked their licence or commercial registration. The document is never shown to visitors.',
    documentType: 'Document',
    documentTypes: {
      green_tabu: 'Green tabu (title deed)',
      court_ruling: 'Court ruling',
      notarised_poa: 'Notarised power of attorney',
      other: 'Other document',
      registration: 'Commercial registration',
      licence: 'Agent licence',
    },
    carRegistration: 'Vehicle registration',
    file: 'File',
    fileHint: 'A photo (JPG, PNG or WebP) or a PDF, up to 10 MB.',
    wrongType: 'This file cannot be sent: choose a photo (JPG, PNG or WebP) or a PDF.',
    tooBig: 'This file is larger than 10 MB: choose a smaller one.',
    fileRequired: 'Choose the document to send.',
    send: 'Send for review',
    sending: 'Sending…',
    sent: 'Your document was sent. We will let you know when it has been checked.',
    loading: 'Loading…',
    loadFailed: 'The verification could not be loaded.',
    retry: 'Try again',
    close: 'Close',
    verified: 'Verified: your document was checked and approved.',
    pending: 'Waiting for review: {{document}}, sent on {{date}}.',
    rejected: 'Not approved on {{date}}: {{reason}}',
    rejectedNoReason: 'Not approved on {{date}}.',
    lapsed: 'The Verified mark lapsed because the place or type changed. Send a document again to get it back.',
    sendAgain: 'You can send another document.',
    withdraw: 'Withdraw request',
    withdrawn: 'Your request was withdrawn.',
  },
};

const ar: typeof en = {
  verification: {
    getVerified: 'توثيق الإعلان',
    getVerifiedLabel: 'توثيق الإعلان: {{name}}',
    status: 'التوثيق: {{name}}',
    listingTitle: 'احصل على علامة التوثيق',
    listingIntro: 'أرسل وثيقة تثبت ملكيتك. يراجعها فريقنا، ولا تُعرض الوثيقة على الزوار أبداً.',
    agentTitle: 'الترخيص أو السجل التجاري',
    agentIntro:
      'يحصل الوكلاء والشركات على علامة التوثيق في ملفهم بعد أن يتحقق فريقنا من الترخيص أو السجل التجاري. لا تُعرض الوثيقة على الزوار أبداً.',
    documentType: 'الوثيقة',
    documentTypes: {
      green_tabu: 'الطابو الأخضر (سند الملكية)',
      court_ruling: 'حكم محكمة',
      notarised_poa: 'وكالة كاتب عدل',
      other: 'وثيقة أخرى',
      registration: 'السجل التجاري',
      licence: 'ترخيص الوكيل',
    },
    carRegistration: 'رخصة السير (تسجيل المركبة)',
    file: 'الملف',
    fileHint: 'صورة (JPG أو PNG أو WebP) أو ملف PDF، حتى 10 ميغابايت.',
    wrongType: 'لا يمكن إرسال هذا الملف: اختر صورة (JPG أو PNG أو WebP) أو ملف PDF.',
    tooBig: 'حجم هذا الملف أكبر من 10 ميغابايت: اختر ملفاً أصغر.',
    fileRequired: 'اختر الوثيقة المراد إرسالها.',
    send: 'إرسال للمراجعة',
    sending: 'جارٍ الإرسال…',
    sent: 'تم إرسال وثيقتك. سنعلمك عند الانتهاء من مراجعتها.',
    loading: 'جارٍ التحميل…',
    loadFailed: 'تعذّر تحميل حالة التوثيق.',
    retry: 'إعادة المحاولة',
    close: 'إغلاق',
    verified: 'موثّق: تمت مراجعة وثيقتك والموافقة عليها.',
    pending: 'بانتظار المراجعة: {{document}}، أُرسلت في {{date}}.',
    rejected: 'لم تتم الموافقة في {{date}}: {{reason}}',
    rejectedNoReason: 'لم تتم الموافقة في {{date}}.',
    lapsed: 'سقطت علامة التوثيق بسبب تغيير الموقع أو النوع. أرسل وثيقة من جديد لاستعادتها.',
    sendAgain: 'يمكنك إرسال وثيقة أخرى.',
    withdraw: 'سحب الطلب',
    withdrawn: 'تم سحب طلبك.',
  },
};

addTranslations('account', { ar, en });
