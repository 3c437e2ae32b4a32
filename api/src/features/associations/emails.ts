import type { Lang } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { noticeFrom, type NoticeText } from '../../lib/member-notice.js';
import { plainEmailHtml } from '../../lib/plain-email.js';

// The invitation a company sends: to an agent, in their language, with a link to the page where they answer it; to
// an address with no agent account, in the inviter's language, asking them to join Souq as an agent first.
interface InvitationVars {
  company: string;
  name: string;
  email: string;
  answerUrl: string;
  joinUrl: string;
}

type Template = (v: InvitationVars) => { subject: string; text: string };

const TEMPLATES: Record<'agent' | 'join', Record<Lang, Template>> = {
  agent: {
    en: (v) => ({
      subject: `${v.company} invites you to join its agents on Souq`,
      text: `Hello ${v.name},\n\n${v.company} has invited you to join its agents on Souq. Once you accept, the company appears on your profile and you on its page.\n\nAccept or decline the invitation here: ${v.answerUrl}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `تدعوك ${v.company} للانضمام إلى وكلائها في سوق`,
      text: `مرحبًا ${v.name}،\n\nدعتك ${v.company} للانضمام إلى وكلائها في سوق. بعد قبولك تظهر الشركة في ملفك الشخصي وتظهر أنت في صفحتها.\n\nاقبل الدعوة أو ارفضها من هنا: ${v.answerUrl}\n\nسوق`,
    }),
  },
  join: {
    en: (v) => ({
      subject: `${v.company} invites you to join Souq as an agent`,
      text: `Hello,\n\n${v.company} has invited you to join its agents on Souq, the property and car marketplace.\n\nCreate an Agent account at ${v.joinUrl} with this email address (${v.email}). The invitation will then be waiting for you to accept at ${v.answerUrl}\n\nIf you were not expecting this invitation, ignore this email.\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `تدعوك ${v.company} للانضمام إلى سوق كوكيل`,
      text: `مرحبًا،\n\nدعتك ${v.company} للانضمام إلى وكلائها في سوق، سوق العقارات والسيارات.\n\nأنشئ حساب وكيل على ${v.joinUrl} بعنوان البريد هذا (${v.email}). ستجد الدعوة بعدها بانتظار قبولك على ${v.answerUrl}\n\nإذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.\n\nسوق`,
    }),
  },
};

export function invitationEmail(input: {
  tenantId: number;
  to: string;
  /** The agent's name; null for an address with no agent account (the invitation to join). */
  agentName: string | null;
  company: string;
  language: Lang;
  siteUrl: string;
}): MailMessage {
  const kind = input.agentName === null ? 'join' : 'agent';
  const { subject, text } = TEMPLATES[kind][input.language]({
    company: input.company,
    name: input.agentName ?? '',
    email: input.to,
    answerUrl: `${input.siteUrl}/associated-corporates`,
    joinUrl: `${input.siteUrl}/`,
  });
  const html = plainEmailHtml(text, input.language);
  return { tenantId: input.tenantId, to: input.to, subject, text, html };
}

interface AnswerVars {
  name: string;
  agent: string;
  company: string;
  url: string;
}

const ANSWERS: Record<'accepted' | 'declined', Record<Lang, (v: AnswerVars) => { subject: string; text: string }>> = {
  accepted: {
    en: (v) => ({
      subject: `${v.agent} accepted your invitation to ${v.company}`,
      text: `Hello ${v.name},\n\n${v.agent} has accepted your invitation to join ${v.company}'s agents on Souq: they now appear on your company's page, and your company on theirs.\n\nYour agents: ${v.url}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `قُبلت دعوتك إلى ${v.agent} للانضمام إلى ${v.company}`,
      text: `مرحبًا ${v.name}،\n\nقُبلت دعوتك إلى ${v.agent} للانضمام إلى وكلاء ${v.company} في سوق: يظهر الآن اسم ${v.agent} في صفحة شركتك، واسم شركتك في صفحة ${v.agent}.\n\nوكلاؤك: ${v.url}\n\nسوق`,
    }),
  },
  declined: {
    en: (v) => ({
      subject: `${v.agent} declined your invitation to ${v.company}`,
      text: `Hello ${v.name},\n\n${v.agent} has declined your invitation to join ${v.company}'s agents on Souq. You may invite them again later.\n\nYour agents and invitations: ${v.url}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `لم تُقبل دعوتك إلى ${v.agent} للانضمام إلى ${v.company}`,
      text: `مرحبًا ${v.name}،\n\nلم تُقبل دعوتك إلى ${v.agent} للانضمام إلى وكلاء ${v.company} في سوق. يمكنك أن تدعو ${v.agent} مجددًا لاحقًا.\n\nوكلاؤك ودعواتك: ${v.url}\n\nسوق`,
    }),
  },
};

/** To the company's owner, when an agent answers its invitation (the Arabic in the passive: the agent may be a woman). */
export function invitationAnswerNotice(input: {
  agent: string;
  company: string;
  answer: 'accepted' | 'declined';
  siteUrl: string;
}): Record<Lang, NoticeText> {
  const vars = (name: string) => ({
    name,
    agent: input.agent,
    company: input.company,
    url: `${input.siteUrl}/associated-agent`,
  });
  return noticeFrom(ANSWERS[input.answer], vars);
}
