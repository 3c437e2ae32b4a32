import { formatDate, relativeAge, useTranslation } from '@souq/shared';
import { ListingRow } from '../../components/listing-summary/ListingRow';
import { ListingTabs, useTabAndPage } from '../../components/listing-summary/ListingTabs';
import { ListState } from '../../components/listing-summary/ListState';
import { toSummary, type ListingKind, type ListingSummary } from '../../components/listing-summary/listingSummary';
import { usePagedListings } from '../../components/listing-summary/usePagedListings';
import './contactedTexts';

const CONTACTED_URL: Record<ListingKind, string> = {
  property: '/property/contacted',
  auto: '/auto/contacted',
};

function HowAndWhen({ listing }: { listing: ListingSummary }) {
  const { t, i18n } = useTranslation('account');
  const channels = listing.contactedChannels.map((channel) =>
    t(`contacted.channels.${channel}`, { defaultValue: channel }),
  );
  return (
    <>
      {channels.length > 0 && (
        <p className="acc-row__detail">
          {t('contacted.how')}: {channels.join(i18n.language === 'ar' ? '، ' : ', ')}
        </p>
      )}
      {listing.lastContactedAt && (
        <p className="acc-row__detail">
          <time dateTime={listing.lastContactedAt}>
            {t('contacted.when', {
              date: formatDate(listing.lastContactedAt),
              age: relativeAge(listing.lastContactedAt, undefined, i18n.language),
            })}
          </time>
        </p>
      )}
    </>
  );
}

function ContactedList({ kind, page, onPage }: { kind: ListingKind; page: number; onPage: (page: number) => void }) {
  const { i18n } = useTranslation('account');
  const list = usePagedListings(CONTACTED_URL[kind], page);
  return (
    <ListState list={list} page={page} onPage={onPage} empty="noRecords">
      {list.cards?.map((card) => {
        const listing = toSummary(kind, card, i18n.language);
        return <ListingRow key={listing.id} listing={listing} details={<HowAndWhen listing={listing} />} />;
      })}
    </ListState>
  );
}

/** The listings the member contacted (docs/product/overview.md), how (call, email, WhatsApp) and when, most recent first. */
export function ContactedListingsPage() {
  const { t } = useTranslation('account');
  const { tab, page, setTab, setPage } = useTabAndPage();
  return (
    <section className="acc-page" aria-labelledby="contacted-title">
      <h2 id="contacted-title" className="acc-visually-hidden">
        {t('routes.contactedListings')}
      </h2>
      <ListingTabs
        tab={tab}
        onTab={setTab}
        render={(kind) => <ContactedList kind={kind} page={page} onPage={setPage} />}
      />
    </section>
  );
}

export default ContactedListingsPage;
