// The footer's newsletter texts (namespace "footer-content"): small, because the footer is on every first load.
const en = {
  subscribing: 'Subscribing…',
  subscribed: 'Thank you! {{email}} is subscribed to the Souq newsletter.',
  note: 'New listings and tips, at most once a week. Every email has an unsubscribe link.',
  required: 'The Email address field is required',
};

const ar: typeof en = {
  subscribing: 'جارٍ الاشتراك…',
  subscribed: 'شكرًا لك! تم اشتراك {{email}} في النشرة البريدية لسوق.',
  note: 'إعلانات جديدة ونصائح، مرة في الأسبوع على الأكثر. في كل رسالة رابط لإلغاء الاشتراك.',
  required: 'حقل البريد الإلكتروني مطلوب',
};

export const footerTranslations = { en, ar };
