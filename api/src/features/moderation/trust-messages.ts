import type { Lang } from '../../db/types.js';
import type { NoticeText } from '../../lib/member-notice.js';

// The words of verification requests and duplicate decisions, in English and Arabic (trustMessageAr), and the
// notices their members are emailed.
export const TRUST_MSG = {
  requestSent: 'Your document was sent. An administrator will review it.',
  request: 'Verification request',
  requests: 'Verification requests',
  withdrawn: 'Your request was withdrawn.',
  documentRequired: 'Attach the document.',
  documentType: 'The document must be a JPEG, PNG or WebP picture or a PDF file.',
  documentTooLarge: 'The document may not be greater than 10 MB.',
  documentTypeInvalid: 'Choose what kind of document this is.',
  subjectInvalid: 'Choose what the document is for.',
  agentsOnly: 'Only agents and companies can verify their account.',
  alreadyVerified: 'This is already verified.',
  alreadyPending: 'A document for this is already waiting for review. Withdraw it first to send another.',
  notFound: 'Verification request not found.',
  notPending: 'Only a request waiting for review can be withdrawn.',
  duplicates: 'Duplicate listings',
  duplicateNotFound: 'Duplicate not found.',
} as const;

const AR: Record<string, string> = {
  [TRUST_MSG.requestSent]: 'تم إرسال مستندك. سيراجعه أحد المشرفين.',
  [TRUST_MSG.request]: 'طلب التوثيق',
  [TRUST_MSG.requests]: 'طلبات التوثيق',
  [TRUST_MSG.withdrawn]: 'تم سحب طلبك.',
  [TRUST_MSG.documentRequired]: 'أرفق المستند.',
  [TRUST_MSG.documentType]: 'يجب أن يكون المستند صورة JPEG أو PNG أو WebP أو ملف PDF.',
  [TRUST_MSG.documentTooLarge]: 'يجب ألا يزيد حجم المستند عن 10 ميغابايت.',
  [TRUST_MSG.documentTypeInvalid]: 'اختر نوع هذا المستند.',
  [TRUST_MSG.subjectInvalid]: 'اختر ما يخصه هذا المستند.',
  [TRUST_MSG.agentsOnly]: 'يمكن للوكلاء والشركات فقط توثيق حساباتهم.',
  [TRUST_MSG.alreadyVerified]: 'هذا موثق بالفعل.',
  [TRUST_MSG.alreadyPending]: 'هناك مستند لهذا بانتظار المراجعة. اسحبه أولاً لإرسال غيره.',
  [TRUST_MSG.notFound]: 'طلب التوثيق غير موجود.',
  [TRUST_MSG.notPending]: 'لا يمكن سحب إلا طلب بانتظار المراجعة.',
  [TRUST_MSG.duplicates]: 'الإعلانات المكررة',
  [TRUST_MSG.duplicateNotFound]: 'الإعلان المكرر غير موجود.',
};

/** The Arabic of a verification or duplicate message, or null when it is not one of them. */
export function trustMessageAr(message: string): string | null {
  return AR[message] ?? null;
}

/** What was verified, as the notice names it. */
export interface NoticeSubject {
  /** 'listing' for a property or car, 'account' for an agent's or company's licence. */
  of: 'listing' | 'account';
  name: { en: string; ar: string };
}

const subjectEn = (s: NoticeSubject) => (s.of === 'listing' ? `your listing "${s.name.en}"` : 'your account');
const subjectAr = (s: NoticeSubject) => (s.of === 'listing' ? `إعلانك "${s.name.ar}"` : 'حسابك');

/** The member's notice of an admin's decision on their document. */
export function verificationNotice(
  decision: 'approve' | 'reject',
  subject: NoticeSubject,
  reason: string | null,
): Record<Lang, NoticeText> {
  if (decision === 'approve') {
    return {
      en: (name) => ({
        subject: 'Verified',
        text: `Hello ${name},\n\nWe checked your document: ${subjectEn(subject)} now shows the Verified badge.${reason ? `\n\n${reason}` : ''}\n\nSouq`,
      }),
      ar: (name) => ({
        subject: 'تم التوثيق',
        text: `مرحباً ${name}،\n\nراجعنا مستندك: أصبح ${subjectAr(subject)} يحمل شارة "موثق".${reason ? `\n\n${reason}` : ''}\n\nسوق`,
      }),
    };
  }
  return {
    en: (name) => ({
      subject: 'Your document could not be accepted',
      text: `Hello ${name},\n\nWe could not verify ${subjectEn(subject)} with the document you sent.\n\nReason: ${reason}\n\nYou may send another document.\n\nSouq`,
    }),
    ar: (name) => ({
      subject: 'تعذر قبول مستندك',
      text: `مرحباً ${name}،\n\nلم نتمكن من توثيق ${subjectAr(subject)} بالمستند الذي أرسلته.\n\nالسبب: ${reason}\n\nيمكنك إرسال مستند آخر.\n\nسوق`,
    }),
  };
}

/** The owner's notice that their listing was hidden as a repeat of another. */
export function duplicateHiddenNotice(listing: { en: string; ar: string }, reason: string): Record<Lang, NoticeText> {
  return {
    en: (name) => ({
      subject: 'Your listing was hidden',
      text: `Hello ${name},\n\nYour listing "${listing.en}" repeats another listing on the site and was hidden.\n\nReason: ${reason}\n\nSouq`,
    }),
    ar: (name) => ({
      subject: 'تم إخفاء إعلانك',
      text: `مرحباً ${name}،\n\nإعلانك "${listing.ar}" يكرر إعلاناً آخر على الموقع وتم إخفاؤه.\n\nالسبب: ${reason}\n\nسوق`,
    }),
  };
}
