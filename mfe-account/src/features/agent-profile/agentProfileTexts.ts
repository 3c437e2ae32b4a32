// Texts of the agent and company profile page (namespace "account", under `agentProfile.`).
import { addTranslations } from '@souq/shared';
import { addCardTexts, addTrustTexts } from '@souq/shared/listing-ui';

const en = {
  agentProfile: {
    notFound: 'Agent not found.',
    notFoundHint: 'This profile does not exist or is not an agent or company.',
    home: 'Back to the home page',
    loadFailed: 'The profile could not be loaded.',
    retry: 'Try again',
    memberSince: 'Member since {{date}}',
    planBadge: '{{plan}} member',
    about: 'About',
    photo: 'Photo of {{name}}',
    logo: 'Logo of {{name}}',
    worksWith: 'Company',
    company: 'Company',
    registrationNumber: 'Registration number',
    address: 'Address',
    website: 'Website',
    agents: 'Our agents',
    noAgents: 'No agents yet.',
    agentRating: '{{average}} out of 5 ({{count}})',
    noRating: 'Not rated yet',
    sections: {
      label: 'Listings and reviews',
      listings: 'Listings',
      reviews: 'Reviews ({{count}})',
    },
    contact: {
      title: 'Contact',
      call: 'Call',
      email: 'Email',
      whatsapp: 'WhatsApp',
      opened: 'If nothing opened:',
      unavailable: 'This agent has not given contact details for this.',
      unavailable_Corporate: 'This company has not given contact details for this.',
    },
    listings: {
      title: 'Listings',
      failed: 'The listings could not be loaded.',
      sale: 'For sale',
      rent: 'For rent',
      bedrooms_one: '{{count}} bedroom',
      bedrooms_other: '{{count}} bedrooms',
      size: '{{size}} m²',
      mileage: '{{km}} km',
      sold: 'Sold',
    },
    rating: {
      title: 'Ratings',
      average: '{{average}} out of 5',
      count_one: '{{count}} review',
      count_other: '{{count}} reviews',
      categories: {
        overall_experience: 'Overall Experience',
        transparency: 'Transparency',
        professionalism: 'Professionalism',
        responsiveness: 'Responsiveness',
      },
      distribution: 'Reviews by rating',
      bar: '{{stars}}: {{count}}',
      stars_one: '{{count}} star',
      stars_other: '{{count}} stars',
    },
    report: {
      report: 'Report agent',
      report_Corporate: 'Report company',
      withdraw: 'Withdraw report',
      confirm: 'Are you sure you want to report this agent?',
      confirm_Corporate: 'Are you sure you want to report this company?',
      unconfirm: 'Are you sure you want to withdraw your report of this agent?',
      unconfirm_Corporate: 'Are you sure you want to withdraw your report of this company?',
    },
  },
};

/**
 * One Arabic text for every plural form of `key` ("Label: number" reads correctly for any count, without
 * Arabic's six forms).
 */
export function everyCount<K extends string>(
  key: K,
  text: string,
): Record<`${K}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`, string> {
  return Object.fromEntries(
    ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => [`${key}_${form}`, text]),
  ) as Record<`${K}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`, string>;
}

const ar: typeof en = {
  agentProfile: {
    notFound: 'الوكيل غير موجود.',
    notFoundHint: 'هذا الملف غير موجود أو لا يخص وكيلاً أو شركة.',
    home: 'العودة إلى الصفحة الرئيسية',
    loadFailed: 'تعذّر تحميل الملف.',
    retry: 'إعادة المحاولة',
    memberSince: 'عضو منذ {{date}}',
    planBadge: 'عضوية {{plan}}',
    about: 'نبذة',
    photo: 'صورة {{name}}',
    logo: 'شعار {{name}}',
    worksWith: 'الشركة',
    company: 'الشركة',
    registrationNumber: 'رقم السجل التجاري',
    address: 'العنوان',
    website: 'الموقع الإلكتروني',
    agents: 'وكلاؤنا',
    noAgents: 'لا يوجد وكلاء بعد.',
    agentRating: '{{average}} من 5 ({{count}})',
    noRating: 'لم يُقيَّم بعد',
    sections: {
      label: 'الإعلانات والتقييمات',
      listings: 'الإعلانات',
      reviews: 'التقييمات ({{count}})',
    },
    contact: {
      title: 'تواصل',
      call: 'اتصال',
      email: 'بريد إلكتروني',
      whatsapp: 'واتساب',
      opened: 'إن لم يُفتح شيء:',
      unavailable: 'لم يضف هذا الوكيل بيانات تواصل لهذه الوسيلة.',
      unavailable_Corporate: 'لم تضف هذه الشركة بيانات تواصل لهذه الوسيلة.',
    },
    listings: {
      title: 'الإعلانات',
      failed: 'تعذّر تحميل الإعلانات.',
      sale: 'للبيع',
      rent: 'للإيجار',
      ...everyCount('bedrooms', 'غرف النوم: {{count}}'),
      size: '{{size}} م²',
      mileage: '{{km}} كم',
      sold: 'مباعة',
    },
    rating: {
      title: 'ملخص التقييمات',
      average: '{{average}} من 5',
      ...everyCount('count', 'عدد التقييمات: {{count}}'),
      categories: {
        overall_experience: 'التجربة العامة',
        transparency: 'الشفافية',
        professionalism: 'الاحترافية',
        responsiveness: 'سرعة الاستجابة',
      },
      distribution: 'التقييمات حسب عدد النجوم',
      bar: '{{stars}}: {{count}}',
      // The number of stars agrees with it: نجمة واحدة، نجمتان، 3–5 نجوم.
      ...{
        stars_zero: '{{count}} نجمة',
        stars_one: 'نجمة واحدة',
        stars_two: 'نجمتان',
        stars_few: '{{count}} نجوم',
        stars_many: '{{count}} نجمة',
        stars_other: '{{count}} نجمة',
      },
    },
    report: {
      report: 'الإبلاغ عن الوكيل',
      report_Corporate: 'الإبلاغ عن الشركة',
      withdraw: 'سحب البلاغ',
      confirm: 'هل أنت متأكد من أنك تريد الإبلاغ عن هذا الوكيل؟',
      confirm_Corporate: 'هل أنت متأكد من أنك تريد الإبلاغ عن هذه الشركة؟',
      unconfirm: 'هل أنت متأكد من أنك تريد سحب بلاغك عن هذا الوكيل؟',
      unconfirm_Corporate: 'هل أنت متأكد من أنك تريد سحب بلاغك عن هذه الشركة؟',
    },
  },
};

addTranslations('account', { ar, en });
// The price tag's texts (discount, former price) and the user types, as the search cards word them.
addCardTexts('account');
addTrustTexts('account');
