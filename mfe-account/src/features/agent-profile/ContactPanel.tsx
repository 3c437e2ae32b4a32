import { useState } from 'react';
import { toast, useTranslation } from '@souq/shared';
import type { ContactChannel } from '@souq/shared/listing-ui';
import type { ProfileType } from '../../lib/agentApiTypes';
import { contactAgent } from './api/profileRequests';

const CHANNELS: readonly ContactChannel[] = ['call', 'whatsapp', 'email'];

/**
 * Opens a contact link: WhatsApp in a new tab, a phone call or an email in the visitor's own apps (the page stays).
 * The browser allows it: the call follows the click within its moment of user activation.
 */
function openLink(channel: ContactChannel, link: string): void {
  window.open(link, channel === 'whatsapp' ? '_blank' : '_self', 'noopener,noreferrer');
}

/**
 * Call, WhatsApp and email buttons, as a listing's (the shared contact buttons' classes and order of use): each
 * records the contact with the API, which answers the link to open. The numbers and the address are given only
 * then, and the link stays shown under the buttons in case nothing opened (a desktop with no phone app).
 */
export function ContactPanel({
  agentId,
  agentType,
  channels,
}: {
  agentId: number;
  agentType: ProfileType;
  channels: Record<ContactChannel, boolean>;
}) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState<ContactChannel | null>(null);
  const [opened, setOpened] = useState<{ channel: ContactChannel; link: string } | null>(null);
  const shown = CHANNELS.filter((channel) => channels[channel]);
  if (shown.length === 0) return null;

  const contact = async (channel: ContactChannel) => {
    setBusy(channel);
    try {
      const { link } = await contactAgent(agentId, channel);
      if (link) {
        setOpened({ channel, link });
        openLink(channel, link);
      } else {
        toast.error(t('agentProfile.contact.unavailable', { context: agentType }));
      }
    } catch {
      // The interceptor has shown the server's message; the buttons stay for another try.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="agp-card agp-contact-panel" aria-labelledby="agp-contact-title">
      <h2 id="agp-contact-title">{t('agentProfile.contact.title')}</h2>
      <ul className="agp-contact">
        {shown.map((channel) => (
          <li key={channel}>
            <button
              type="button"
              className={`agp-button agp-contact__${channel}${channel === 'whatsapp' ? ' agp-button--primary' : ''}`}
              data-channel={channel}
              disabled={busy !== null}
              aria-busy={busy === channel}
              onClick={() => void contact(channel)}
            >
              {t(`agentProfile.contact.${channel}`)}
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <p className="agp-contact__opened">
          {t('agentProfile.contact.opened')}{' '}
          <a
            href={opened.link}
            dir="ltr"
            {...(opened.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {linkText(opened.link)}
          </a>
        </p>
      )}
    </section>
  );
}

/** What a person reads of a link: the number or the address, not the scheme and query. */
function linkText(link: string): string {
  const wa = /^https:\/\/wa\.me\/(\d+)/.exec(link);
  if (wa) return `+${wa[1]}`;
  return link.replace(/^(tel|mailto):/, '').replace(/\?.*$/, '');
}
