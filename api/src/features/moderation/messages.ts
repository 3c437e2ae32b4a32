// The English text of the moderation core's messages; messages-ar.ts holds their Arabic.
export const MODERATION_MSG = {
  alreadyDecided: 'This was already decided by another admin. The list has been refreshed.',
  reasonRequired: 'Give a reason: the member is told it.',
  decided: 'Decision saved.',
  suspended: 'This account is suspended. Contact us if you think this is a mistake.',
} as const;
