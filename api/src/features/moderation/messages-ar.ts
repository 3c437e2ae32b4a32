import { MODERATION_MSG } from './messages.js';

const AR: Record<string, string> = {
  [MODERATION_MSG.alreadyDecided]: 'اتخذ مشرف آخر قرارًا في هذا من قبل. تم تحديث القائمة.',
  [MODERATION_MSG.reasonRequired]: 'اكتب السبب: سيُبلَّغ به العضو.',
  [MODERATION_MSG.decided]: 'تم حفظ القرار.',
  [MODERATION_MSG.suspended]: 'هذا الحساب موقوف. تواصل معنا إن كنت تظن أن هذا خطأ.',
};

/** The Arabic of a moderation message, or null when it is not one of the core's. */
export function moderationMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
