// Texts of the content pages (namespace "content"), loaded with the pages themselves, not with the home page.
const en = {
  loadFailed: 'This page could not be loaded. Please try again.',
  retry: 'Try again',
  faqTitle: 'Questions and answers',
  contactLead:
    'Questions about a listing, your account or a partnership? Write to us and we will reply within 24 hours.',
  contactLinkLead: 'Still have a question?',
  contactLink: 'Write to us',
  affiliateCta: 'Apply to the affiliate programme',
  affiliateSubject: 'Affiliate programme',
  form: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    charactersLeft: '{{count}} characters left',
    errorsTitle: 'Please correct the highlighted fields.',
  },
  sent: {
    title: 'Thank you, your message has been sent.',
    body: 'We will reply to {{email}} within 24 hours.',
    another: 'Send another message',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    working: 'Unsubscribing you from the newsletter…',
    done: 'You have been unsubscribed. You will not receive the Souq newsletter any more.',
    invalid: 'This unsubscribe link is not valid or has already been replaced.',
    missing: 'The unsubscribe link is incomplete. Please open the link from the email again.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const ar: Shape<typeof en> = {
  loadFailed: 'تعذر تحميل هذه الصفحة. يرجى المحاولة مرة أخرى.',
  retry: 'أعد المحاولة',
  faqTitle: 'أسئلة وأجوبة',
  contactLead: 'لديك سؤال عن إعلان أو عن حسابك أو عن شراكة؟ راسلنا وسنرد عليك خلال 24 ساعة.',
  contactLinkLead: 'ما زال لديك سؤال؟',
  contactLink: 'راسلنا',
  affiliateCta: 'قدّم طلب الانضمام إلى برنامج التسويق بالعمولة',
  affiliateSubject: 'برنامج التسويق بالعمولة',
  form: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'أرسل الرسالة',
    sending: 'جارٍ الإرسال…',
    charactersLeft: 'متبقٍ {{count}} حرف',
    errorsTitle: 'يرجى تصحيح الحقول المشار إليها.',
  },
  sent: {
    title: 'شكرًا لك، تم إرسال رسالتك.',
    body: 'سنرد عليك على {{email}} خلال 24 ساعة.',
    another: 'أرسل رسالة أخرى',
  },
  unsubscribe: {
    title: 'إلغاء الاشتراك في النشرة البريدية',
    working: 'جارٍ إلغاء اشتراكك في النشرة البريدية…',
    done: 'تم إلغاء اشتراكك. لن تصلك النشرة البريدية لسوق بعد الآن.',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح أو تم استبداله.',
    missing: 'رابط إلغاء الاشتراك غير مكتمل. يرجى فتح الرابط من الرسالة مرة أخرى.',
  },
};

export const contentTranslations = { en, ar };
