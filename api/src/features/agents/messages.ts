// Messages of the agent profile, review and report endpoints, in English; messages-ar.ts holds their Arabic.
export const MSG = {
  profile: 'Agent profile',
  agentNotFound: 'Agent not found.',
  listings: 'Listings',
  contactSaved: 'Contact recorded.',
  reviews: 'Reviews',
  reviewNotFound: 'Review not found.',
  reviewSaved: 'Review saved.',
  reviewUpdated: 'Review updated.',
  reviewDeleted: 'Review deleted.',
  selfReview: 'You cannot review yourself.',
  needContact: 'You can review an agent after contacting them by call, email or WhatsApp.',
  replySaved: 'Reply saved.',
  replyDeleted: 'Reply deleted.',
  reported: 'Report sent.',
  reportWithdrawn: 'Report withdrawn.',
  reviewReportedAlready: 'You have already reported this review.',
  ownReview: 'You cannot report your own review.',
  reviewNotReported: 'You have not reported this review.',
  agentReportedAlready: 'You have already reported this agent.',
  selfReport: 'You cannot report yourself.',
  agentNotReported: 'You have not reported this agent.',
} as const;

/** What a WhatsApp message or an email from a profile's buttons starts with (contact-link.ts puts it in the link). */
export const PROFILE_CONTACT_SUBJECT = { en: 'About your profile on Souq', ar: 'بخصوص ملفك على سوق' } as const;
