import type { Lang } from '../../db/types.js';

// Response messages of the content, contact and newsletter endpoints, in English (the product rules' language) and Arabic.
const texts = {
  pages: { en: 'Pages', ar: 'الصفحات' },
  page: { en: 'Page', ar: 'الصفحة' },
  pageNotFound: { en: 'Page not found.', ar: 'الصفحة غير موجودة.' },
  pageSaved: { en: 'Page saved.', ar: 'تم حفظ الصفحة.' },
  pageDeleted: { en: 'Page deleted.', ar: 'تم حذف الصفحة.' },
  banners: { en: 'Banners', ar: 'الصور الرئيسية' },
  bannerSaved: { en: 'Banner saved.', ar: 'تم حفظ الصورة الرئيسية.' },
  bannerDeleted: { en: 'Banner deleted.', ar: 'تم حذف الصورة الرئيسية.' },
  bannerNotFound: { en: 'Banner not found.', ar: 'الصورة الرئيسية غير موجودة.' },
  faqs: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  faqSaved: { en: 'Question saved.', ar: 'تم حفظ السؤال.' },
  faqDeleted: { en: 'Question deleted.', ar: 'تم حذف السؤال.' },
  faqNotFound: { en: 'Question not found.', ar: 'السؤال غير موجود.' },
  contactSaved: {
    en: 'Thank you for contacting us. We will reply within 24 hours.',
    ar: 'شكرًا لتواصلك معنا. سنرد عليك خلال 24 ساعة.',
  },
  contactMessages: { en: 'Contact messages', ar: 'رسائل التواصل' },
  subscribed: { en: 'Thank you for subscribing to our newsletter.', ar: 'شكرًا لاشتراكك في نشرتنا البريدية.' },
  unsubscribed: { en: 'You have been unsubscribed from our newsletter.', ar: 'تم إلغاء اشتراكك في نشرتنا البريدية.' },
  unsubscribeInvalid: { en: 'This unsubscribe link is not valid.', ar: 'رابط إلغاء الاشتراك هذا غير صالح.' },
  newsletterSent: { en: 'Newsletter sent.', ar: 'تم إرسال النشرة البريدية.' },
  newsletterSubscribers: { en: "The newsletter's subscribers.", ar: 'مشتركو النشرة البريدية.' },
} as const;

export type ContentMessage = keyof typeof texts;

export function msg(key: ContentMessage, lang: Lang): string {
  return texts[key][lang];
}
