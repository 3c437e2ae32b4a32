import type { FastifyRequest } from 'fastify';
import type { MailMessage } from '../../lib/mailer.js';
import type { Lang } from '../../db/types.js';

/** The site's address as the visitor reached it (behind the site server, its Host is kept). */
export function siteOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

const FOOTER = {
  ar: (url: string) => `لإلغاء الاشتراك في النشرة البريدية لسوق في أي وقت: ${url}`,
  en: (url: string) => `To unsubscribe from the Souq newsletter at any time: ${url}`,
};

/** Every newsletter email goes through here, so none leaves without its unsubscribe link. */
export function newsletterMail(input: {
  tenantId: number;
  to: string;
  language: Lang;
  origin: string;
  token: string;
  subject: string;
  text: string;
}): MailMessage {
  const url = unsubscribeUrl(input.origin, input.token);
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: input.subject,
    text: `${input.text.trim()}\n\n--\n${FOOTER[input.language](url)}\n`,
  };
}

export const WELCOME = {
  ar: {
    subject: 'أهلًا بك في النشرة البريدية لسوق',
    text: 'شكرًا لاشتراكك. سنرسل إليك أبرز العقارات والسيارات الجديدة والنصائح المفيدة للبيع والشراء في سوريا.',
  },
  en: {
    subject: 'Welcome to the Souq newsletter',
    text: 'Thank you for subscribing. We will send you the best new properties and cars, and useful tips for buying and selling in Syria.',
  },
};
