import type { Lang } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { plainEmailHtml } from '../../lib/plain-email.js';

// Account emails in the user's language. Codes appear in the body only; subjects never carry secrets.
type Template = (vars: { name: string; code: string }) => { subject: string; text: string };

const templates: Record<'verify_email' | 'reset_password', Record<Lang, Template>> = {
  verify_email: {
    en: ({ name, code }) => ({
      subject: 'Your Souq verification code',
      text: `Hello ${name},\n\nYour verification code is ${code}.\nIt expires in 10 minutes. If you did not create a Souq account, ignore this email.\n\nSouq`,
    }),
    ar: ({ name, code }) => ({
      subject: 'رمز التحقق الخاص بك في سوق',
      text: `مرحبًا ${name}،\n\nرمز التحقق الخاص بك هو ${code}.\nتنتهي صلاحيته خلال 10 دقائق. إذا لم تنشئ حسابًا في سوق، فتجاهل هذه الرسالة.\n\nسوق`,
    }),
  },
  reset_password: {
    en: ({ name, code }) => ({
      subject: 'Reset your Souq password',
      text: `Hello ${name},\n\nYour password reset code is ${code}.\nIt expires in 10 minutes. If you did not ask to reset your password, ignore this email.\n\nSouq`,
    }),
    ar: ({ name, code }) => ({
      subject: 'إعادة تعيين كلمة المرور في سوق',
      text: `مرحبًا ${name}،\n\nرمز إعادة تعيين كلمة المرور هو ${code}.\nتنتهي صلاحيته خلال 10 دقائق. إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة.\n\nسوق`,
    }),
  },
};

export function codeEmail(
  kind: 'verify_email' | 'reset_password',
  user: { tenantId: number; email: string; name: string; language: Lang },
  code: string,
): MailMessage {
  const { subject, text } = templates[kind][user.language]({ name: user.name, code });
  const html = plainEmailHtml(text, user.language);
  return { tenantId: user.tenantId, to: user.email, subject, text, html };
}
