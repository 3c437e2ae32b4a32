import type { Lang } from '../../db/types.js';
import { noticeFrom, type NoticeText } from '../../lib/member-notice.js';
import { oneDecimal, RATING_CATEGORIES, type RatingCategory } from './ratings.js';

// What a review tells the other side, in the reader's language: the agent learns of a new review of them (to read it
// and answer while the contact is fresh), the reviewer of the agent's reply. Each mail links to the agent's page,
// where the review and its reply are. The Arabic names the other person with nouns ("تقييم جديد من …"), as a verb
// would have to guess whether they are a man or a woman.

type ReviewRatings = Record<RatingCategory, number>;

/** The four ratings' mean, as the agent's page shows a review's (one decimal: "4.5"). */
function reviewScore(ratings: ReviewRatings): string {
  const sum = RATING_CATEGORIES.reduce((total, category) => total + ratings[category], 0);
  return oneDecimal(sum / RATING_CATEGORIES.length).toFixed(1);
}

interface NewReviewVars {
  name: string;
  reviewer: string;
  score: string;
  ratings: ReviewRatings;
  text: string | null;
  url: string;
}

const NEW_REVIEW: Record<Lang, (v: NewReviewVars) => { subject: string; text: string }> = {
  en: (v) => ({
    subject: `${v.reviewer} reviewed you on Souq: ${v.score} out of 5`,
    text:
      `Hello ${v.name},\n\n${v.reviewer} has reviewed you on Souq: ${v.score} out of 5 (overall experience ${v.ratings.overall_experience}, ` +
      `transparency ${v.ratings.transparency}, professionalism ${v.ratings.professionalism}, responsiveness ${v.ratings.responsiveness}).\n\n` +
      (v.text ? `"${v.text}"\n\n` : '') +
      `Read it on your page, and reply publicly if you wish: ${v.url}\n\nSouq`,
  }),
  ar: (v) => ({
    subject: `تقييم جديد لك على سوق من ${v.reviewer}: ${v.score} من 5`,
    text:
      `مرحبًا ${v.name}،\n\nوصلك تقييم جديد على سوق من ${v.reviewer}: ${v.score} من 5 (التجربة العامة ${v.ratings.overall_experience}، ` +
      `الشفافية ${v.ratings.transparency}، الاحترافية ${v.ratings.professionalism}، سرعة الاستجابة ${v.ratings.responsiveness}).\n\n` +
      (v.text ? `«${v.text}»\n\n` : '') +
      `اقرأه في صفحتك، وردّ عليه علنًا إن شئت: ${v.url}\n\nسوق`,
  }),
};

const REPLY: Record<
  Lang,
  (v: { name: string; agent: string; reply: string; url: string }) => { subject: string; text: string }
> = {
  en: (v) => ({
    subject: `${v.agent} replied to your review on Souq`,
    text: `Hello ${v.name},\n\n${v.agent} has replied to your review:\n\n"${v.reply}"\n\nSee it on their page: ${v.url}\n\nSouq`,
  }),
  ar: (v) => ({
    subject: `ردّ من ${v.agent} على تقييمك في سوق`,
    text: `مرحبًا ${v.name}،\n\nوصل ردّ من ${v.agent} على تقييمك:\n\n«${v.reply}»\n\nتجده في صفحة ${v.agent}: ${v.url}\n\nسوق`,
  }),
};

/** To the agent, when a member reviews them for the first time (an edit of a review sends nothing). */
export function newReviewNotice(review: {
  reviewer: string;
  ratings: ReviewRatings;
  text: string | null;
  agentPageUrl: string;
}): Record<Lang, NoticeText> {
  const vars = (name: string) => ({
    name,
    reviewer: review.reviewer,
    score: reviewScore(review.ratings),
    ratings: review.ratings,
    text: review.text,
    url: review.agentPageUrl,
  });
  return noticeFrom(NEW_REVIEW, vars);
}

/** To the reviewer, when the agent first replies to their review (an edit of the reply sends nothing). */
export function reviewReplyNotice(reply: {
  agent: string;
  text: string;
  agentPageUrl: string;
}): Record<Lang, NoticeText> {
  const vars = (name: string) => ({ name, agent: reply.agent, reply: reply.text, url: reply.agentPageUrl });
  return noticeFrom(REPLY, vars);
}
