import { isLoggedIn, useSession, useTranslation } from '@souq/shared';
import type { AutoSeller } from '../listing/autoModel';
import { mailLink, telLink, whatsappLink } from './contactLinks';
import { recordContact, type ContactChannel } from './recordContact';

/** Call, email and WhatsApp the owner; each use is recorded for signed-in members. */
export function ContactButtons({ autoId, autoName, owner }: { autoId: string; autoName: string; owner: AutoSeller }) {
  const { t } = useTranslation('auto');
  const signedIn = useSession(isLoggedIn);
  const links: { channel: ContactChannel; href: string; label: string; external: boolean }[] = [];
  if (owner.phone) links.push({ channel: 'call', href: telLink(owner.phone), label: t('detail.call'), external: false });
  if (owner.email) links.push({ channel: 'email', href: mailLink(owner.email, t('detail.emailSubject', { name: autoName })), label: t('detail.email'), external: false });
  const whatsapp = owner.whatsapp || owner.phone;
  if (whatsapp) links.push({ channel: 'whatsapp', href: whatsappLink(whatsapp, t('detail.whatsappText', { name: autoName })), label: t('detail.whatsapp'), external: true });
  if (links.length === 0) return null;

  const record = (channel: ContactChannel) => {
    // The link opens at once; recording it must never hold the visitor up.
    if (signedIn) recordContact(autoId, channel).catch(() => undefined);
  };

  return (
    <ul className="ap-contact" aria-label={t('detail.contact')}>
      {links.map((link) => (
        <li key={link.channel}>
          <a
            className={`ap-button ap-contact__${link.channel}${link.channel === 'whatsapp' ? ' ap-button--primary' : ''}`}
            href={link.href}
            data-channel={link.channel}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={() => record(link.channel)}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
