import { isLoggedIn, useSession, useTranslation } from '@souq/shared';
import { mailLink, telLink, whatsappLink } from './contact-links';
import { recordContact, type ContactChannel } from './contact-request';
import type { ListingUi } from './listing-ui';

export interface ListingOwnerContact {
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
}

interface ContactButtonsProps {
  ui: ListingUi;
  /** The API path that records a contact, e.g. '/property/contact'. */
  recordUrl: string;
  listingId: string;
  listingName: string;
  owner: ListingOwnerContact;
}

/** Call, email and WhatsApp the owner; each use is recorded for signed-in members. */
export function ContactButtons({ ui, recordUrl, listingId, listingName, owner }: ContactButtonsProps) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  const signedIn = useSession(isLoggedIn);
  const links: { channel: ContactChannel; href: string; label: string; external: boolean }[] = [];
  if (owner.phone)
    links.push({ channel: 'call', href: telLink(owner.phone), label: t('detail.call'), external: false });
  if (owner.email)
    links.push({
      channel: 'email',
      href: mailLink(owner.email, t('detail.emailSubject', { name: listingName })),
      label: t('detail.email'),
      external: false,
    });
  const whatsapp = owner.whatsapp || owner.phone;
  if (whatsapp)
    links.push({
      channel: 'whatsapp',
      href: whatsappLink(whatsapp, t('detail.whatsappText', { name: listingName })),
      label: t('detail.whatsapp'),
      external: true,
    });
  if (links.length === 0) return null;

  const record = (channel: ContactChannel) => {
    // The link opens at once; recording it must never hold the visitor up.
    if (signedIn) recordContact(recordUrl, listingId, channel).catch(() => undefined);
  };

  return (
    <ul className={`${p}contact`} aria-label={t('detail.contact')}>
      {links.map((link) => (
        <li key={link.channel}>
          <a
            className={`${p}button ${p}contact__${link.channel}${link.channel === 'whatsapp' ? ` ${p}button--primary` : ''}`}
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
