import type { Lang } from '../../db/types.js';
import type { NoticeText } from '../../lib/member-notice.js';
import { listingName, type NamedListing } from '../listings/listing-name.js';

// The words of listing reports: the answers to members and admins (English; REPORT_AR their Arabic) and the notices
// the owner of a reported listing gets. A notice never names who reported.
export const REPORT_MSG = {
  reported: 'Report sent. Thank you: a moderator will look at it.',
  withdrawn: 'Report withdrawn.',
  already: 'You have already reported this listing.',
  own: 'You cannot report your own listing.',
  notReported: 'You have not reported this listing, or a moderator has already decided on your report.',
  queue: 'Reported listings',
} as const;

const REPORT_AR: Record<string, string> = {
  [REPORT_MSG.reported]: 'تم إرسال البلاغ. شكرًا لك: سيراجعه أحد المشرفين.',
  [REPORT_MSG.withdrawn]: 'تم سحب البلاغ.',
  [REPORT_MSG.already]: 'لقد أبلغت عن هذا الإعلان من قبل.',
  [REPORT_MSG.own]: 'لا يمكنك الإبلاغ عن إعلانك.',
  [REPORT_MSG.notReported]: 'لم تبلغ عن هذا الإعلان، أو أن مشرفًا قد اتخذ قرارًا في بلاغك.',
  [REPORT_MSG.queue]: 'الإعلانات المُبلَّغ عنها',
};

export function reportMessageAr(message: string): string | null {
  return REPORT_AR[message] ?? null;
}

/** To the owner when members' reports reach the threshold: the listing is out of view until a moderator decides. */
export function underReviewNotice(listing: NamedListing, url: string): Record<Lang, NoticeText> {
  return {
    en: (name) => ({
      subject: `Your listing "${listingName(listing, 'en')}" is under review`,
      text: `Hello ${name},\n\nYour listing "${listingName(listing, 'en')}" was reported by several members and is hidden while a moderator reviews it. You will hear from us when the review ends; there is nothing you need to do now.\n\n${url}\n\nSouq`,
    }),
    ar: (name) => ({
      subject: `إعلانك «${listingName(listing, 'ar')}» قيد المراجعة`,
      text: `مرحبًا ${name}،\n\nأبلغ عدد من الأعضاء عن إعلانك «${listingName(listing, 'ar')}»، فأُخفي إلى أن يراجعه أحد المشرفين. سنراسلك عند انتهاء المراجعة؛ لا يلزمك فعل شيء الآن.\n\n${url}\n\nسوق`,
    }),
  };
}

/** To the owner when a moderator decided on the reports: hidden (with the reason) or shown again. */
export function decisionNotice(
  listing: NamedListing,
  outcome: 'hidden' | 'restored',
  reason: string | null,
  url: string,
): Record<Lang, NoticeText> {
  const because = (lang: Lang) => (reason ? (lang === 'ar' ? `\n\nالسبب: ${reason}` : `\n\nReason: ${reason}`) : '');
  return outcome === 'hidden'
    ? {
        en: (name) => ({
          subject: `Your listing "${listingName(listing, 'en')}" has been hidden`,
          text: `Hello ${name},\n\nA moderator reviewed your listing "${listingName(listing, 'en')}" and has hidden it: it no longer appears on Souq.${because('en')}\n\nIf you think this is a mistake, reply to this email.\n\nSouq`,
        }),
        ar: (name) => ({
          subject: `تم إخفاء إعلانك «${listingName(listing, 'ar')}»`,
          text: `مرحبًا ${name}،\n\nراجع أحد المشرفين إعلانك «${listingName(listing, 'ar')}» وقرر إخفاءه: لم يعد يظهر على سوق.${because('ar')}\n\nإن كنت ترى أن هذا خطأ، فردّ على هذه الرسالة.\n\nسوق`,
        }),
      }
    : {
        en: (name) => ({
          subject: `Your listing "${listingName(listing, 'en')}" is visible again`,
          text: `Hello ${name},\n\nA moderator reviewed your listing "${listingName(listing, 'en')}": it is back on Souq as it was.${because('en')}\n\n${url}\n\nSouq`,
        }),
        ar: (name) => ({
          subject: `عاد إعلانك «${listingName(listing, 'ar')}» إلى الظهور`,
          text: `مرحبًا ${name}،\n\nراجع أحد المشرفين إعلانك «${listingName(listing, 'ar')}»: عاد إلى سوق كما كان.${because('ar')}\n\n${url}\n\nسوق`,
        }),
      };
}
