// Texts of the reviews of an agent or company (namespace "account", under `reviews.`). The product rules' confirmations
// ('Are you sure you want to report this review?', … to delete) and 'No reviews' are the shared common texts.
import { addTranslations } from '@souq/shared';
import { everyCount } from '../agentProfileTexts';

const en = {
  reviews: {
    title: 'Reviews',
    sort: { label: 'Sort by', newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated' },
    loadFailed: 'The reviews could not be loaded.',
    ago: '{{age}} ago',
    edited: 'edited',
    by: 'Review by {{name}}',
    contactedVia: 'Contacted via {{channel}}, {{date}}',
    channels: { call: 'phone call', email: 'email', whatsapp: 'WhatsApp' },
    hiddenNotice: 'Your review is hidden while it is checked after reports; only you see it.',
    reply: {
      title: 'Reply from the agent',
      title_Corporate: 'Reply from the company',
      add: 'Reply',
      edit: 'Edit reply',
      remove: 'Delete reply',
      label: 'Your public reply',
      save: 'Post reply',
      cancel: 'Cancel',
      required: 'Write a reply first.',
    },
    form: {
      titleNew: 'Write a review',
      titleEdit: 'Your review',
      stars_one: '{{count}} star',
      stars_other: '{{count}} stars',
      required: 'Choose a rating from 1 to 5 for {{category}}.',
      text: 'Your review (optional)',
      counter: '{{count}} / {{max}}',
      tooLong: 'The review may not be longer than {{max}} characters.',
      submitNew: 'Post review',
      submitEdit: 'Save review',
      edit: 'Edit',
      cancel: 'Cancel',
      delete: 'Delete review',
      deleteItem: 'your review',
      noContact:
        'You can review this agent after contacting them by call, WhatsApp or email. Use the contact buttons on this page or on one of their listings first.',
      noContact_Corporate:
        'You can review this company after contacting it by call, WhatsApp or email. Use the contact buttons on this page or on one of its listings first.',
      basedOn: 'Your review will show your contact via {{channel}}, {{date}}.',
    },
    report: {
      report: 'Report',
      withdraw: 'Withdraw report',
      reason: 'Reason',
      reasons: {
        spam: 'Spam',
        offensive: 'Offensive',
        fake: 'Fake',
        conflict_of_interest: 'Conflict of interest',
        other: 'Other',
      },
      text: 'Tell us more',
      textRequired: 'Describe the reason.',
      textTooLong: 'The text may not be longer than {{max}} characters.',
      reasonRequired: 'Choose a reason.',
    },
  },
};

const ar: typeof en = {
  reviews: {
    title: 'التقييمات',
    sort: { label: 'الترتيب حسب', newest: 'الأحدث', highest: 'الأعلى تقييماً', lowest: 'الأدنى تقييماً' },
    loadFailed: 'تعذّر تحميل التقييمات.',
    ago: 'منذ {{age}}',
    edited: 'معدّل',
    by: 'تقييم من {{name}}',
    contactedVia: 'تم التواصل عبر {{channel}}، {{date}}',
    channels: { call: 'مكالمة هاتفية', email: 'البريد الإلكتروني', whatsapp: 'واتساب' },
    hiddenNotice: 'تقييمك مخفي ريثما تتم مراجعته بعد البلاغات؛ لا يراه غيرك.',
    reply: {
      title: 'رد الوكيل',
      title_Corporate: 'رد الشركة',
      add: 'رد',
      edit: 'تعديل الرد',
      remove: 'حذف الرد',
      label: 'ردّك العلني',
      save: 'نشر الرد',
      cancel: 'إلغاء',
      required: 'اكتب رداً أولاً.',
    },
    form: {
      titleNew: 'اكتب تقييماً',
      titleEdit: 'تقييمك',
      ...everyCount('stars', 'عدد النجوم: {{count}}'),
      required: 'اختر تقييماً من 1 إلى 5 لـ {{category}}.',
      text: 'تقييمك (اختياري)',
      counter: '{{count}} / {{max}}',
      tooLong: 'يجب ألا يتجاوز التقييم {{max}} حرف.',
      submitNew: 'نشر التقييم',
      submitEdit: 'حفظ التقييم',
      edit: 'تعديل',
      cancel: 'إلغاء',
      delete: 'حذف التقييم',
      deleteItem: 'تقييمك',
      noContact:
        'يمكنك تقييم هذا الوكيل بعد التواصل معه عبر الاتصال أو واتساب أو البريد الإلكتروني. استخدم أزرار التواصل في هذه الصفحة أو في أحد إعلاناته أولاً.',
      noContact_Corporate:
        'يمكنك تقييم هذه الشركة بعد التواصل معها عبر الاتصال أو واتساب أو البريد الإلكتروني. استخدم أزرار التواصل في هذه الصفحة أو في أحد إعلاناتها أولاً.',
      basedOn: 'سيظهر في تقييمك تواصلك عبر {{channel}}، {{date}}.',
    },
    report: {
      report: 'إبلاغ',
      withdraw: 'سحب البلاغ',
      reason: 'السبب',
      reasons: {
        spam: 'رسائل مزعجة',
        offensive: 'مسيء',
        fake: 'مزيّف',
        conflict_of_interest: 'تضارب مصالح',
        other: 'سبب آخر',
      },
      text: 'أخبرنا بالمزيد',
      textRequired: 'اكتب السبب.',
      textTooLong: 'يجب ألا يتجاوز النص {{max}} حرف.',
      reasonRequired: 'اختر سبباً.',
    },
  },
};

addTranslations('account', { ar, en });
