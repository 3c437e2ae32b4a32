import type { ReactNode } from 'react';
import { useTranslation } from '@souq/shared';
import { ContactButtons, type ListingOwnerContact } from './ContactButtons';
import type { ListingUi } from './listing-ui';

/** A titled section of a listing's page; its heading is the remote's text `titleKey` and its id `<prefix>-<name>`. */
export function DetailSection({
  ui,
  name,
  titleKey,
  className,
  children,
}: {
  ui: ListingUi;
  name: string;
  titleKey: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(ui.ns);
  const id = `${ui.prefix}-${name}`;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{t(titleKey)}</h2>
      {children}
    </section>
  );
}

/** A section of the seller's own words (the description, further information); none when they wrote nothing. */
export function DetailText({
  ui,
  name,
  titleKey,
  text,
}: {
  ui: ListingUi;
  name: string;
  titleKey: string;
  text: string | null;
}) {
  if (!text) return null;
  return (
    <DetailSection ui={ui} name={name} titleKey={titleKey}>
      <p className={`${ui.prefix}-detail__text`}>{text}</p>
    </DetailSection>
  );
}

/** The page's two columns: the listing (`main`) and, beside it, who lists it and how to reach them (`aside`). */
export function DetailColumns({ ui, main, aside }: { ui: ListingUi; main: ReactNode; aside: ReactNode }) {
  const p = `${ui.prefix}-detail__`;
  return (
    <div className={`${p}layout`}>
      <div className={`${p}main`}>{main}</div>
      <aside className={`${p}aside`}>{aside}</aside>
    </div>
  );
}

/** Contact the owner: the section titled `detail.contact` with the call, email and WhatsApp buttons. */
export function ContactSection({
  ui,
  recordUrl,
  listingId,
  listingName,
  owner,
}: {
  ui: ListingUi;
  recordUrl: string;
  listingId: string;
  listingName: string;
  owner: ListingOwnerContact;
}) {
  return (
    <DetailSection ui={ui} name="contact-title" titleKey="detail.contact" className={`${ui.prefix}-detail__contact`}>
      <ContactButtons ui={ui} recordUrl={recordUrl} listingId={listingId} listingName={listingName} owner={owner} />
    </DetailSection>
  );
}
