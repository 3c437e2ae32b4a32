import { FIELD_MSG, MSG } from './messages.js';

// Arabic for every association message, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.invited]: 'تم إرسال الدعوة.',
  [MSG.companyAgents]: 'الوكلاء المرتبطون',
  [MSG.agentCompanies]: 'الشركات المرتبطة',
  [MSG.cancelled]: 'تم إلغاء الدعوة.',
  [MSG.removed]: 'تمت إزالة الوكيل من شركتك.',
  [MSG.accepted]: 'تم قبول الدعوة.',
  [MSG.declined]: 'تم رفض الدعوة.',
  [MSG.left]: 'لقد غادرت الشركة.',
  [MSG.notFound]: 'الدعوة غير موجودة.',
  [MSG.noLongerOpen]: 'هذه الدعوة أو هذا الارتباط لم يعد قائمًا.',
  [MSG.tooMany]: 'أرسلت دعوات كثيرة. يرجى المحاولة لاحقًا.',
  [FIELD_MSG.self]: 'لا يمكنك دعوة نفسك.',
  [FIELD_MSG.onlyAgents]: 'يمكن للوكلاء فقط الانضمام إلى شركة.',
  [FIELD_MSG.already]: 'هذا الوكيل مرتبط بشركتك أو مدعو إليها من قبل.',
  [FIELD_MSG.noCompany]: 'أضف بيانات شركتك في حسابي قبل دعوة الوكلاء.',
  'You do not have permission!': 'ليس لديك صلاحية!',
  'Unauthenticated.': 'غير مصادق.',
};

export function associationMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
