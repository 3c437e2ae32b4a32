import { useEffect, useState } from 'react';
import { toast, useTranslation } from '@souq/shared';
import { ListingRow } from '../../components/listing-summary/ListingRow';
import { ListingTabs, useTabAndPage } from '../../components/listing-summary/ListingTabs';
import { ListState } from '../../components/listing-summary/ListState';
import { toSummary, type ListingKind, type ListingSummary } from '../../components/listing-summary/listingSummary';
import { usePagedListings } from '../../components/listing-summary/usePagedListings';
import { SAVED_LISTINGS_URL, unsaveListing } from './savedListingsApi';
import './savedListingsTexts';

const UNAVAILABLE = ['expired', 'sold', 'rented', 'hidden', 'paused'] as const;

/**
 * Why a saved listing is no longer there to be had (expired, sold or rented, hidden by moderators, paused by its
 * owner; a car marked sold), or null while it is on the market.
 */
function useUnavailable() {
  const { t } = useTranslation('account');
  return (listing: ListingSummary) => {
    const sold = listing.vehicleStatus === 'sold' ? 'sold' : null;
    const status = listing.status === 'active' || listing.status === null ? sold : listing.status;
    if (!status) return undefined;
    const known = (UNAVAILABLE as readonly string[]).includes(status) ? status : 'other';
    return {
      note: t(`savedListings.unavailable.${known}`),
      // Sold and rented listings still have their page for a while; the others' pages are gone.
      linked: known === 'sold' || known === 'rented',
      status:
        known === 'hidden' || known === 'other' ? t('savedListings.notAvailable') : t(`listingRow.status.${known}`),
    };
  };
}

function SavedList({ kind, page, onPage }: { kind: ListingKind; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('account');
  const list = usePagedListings(SAVED_LISTINGS_URL[kind], page);
  const [removing, setRemoving] = useState<number | null>(null);
  const unavailable = useUnavailable();

  useEffect(() => {
    if (list.cards?.length === 0 && page > 1 && !list.failed) onPage(Math.min(page - 1, list.lastPage));
  }, [list.cards, list.failed, list.lastPage, page, onPage]);

  const remove = async (id: number) => {
    setRemoving(id);
    try {
      let result = await unsaveListing(kind, id);
      // The API toggles: if another tab had already removed it, this call saved it again, so toggle back.
      if (result.stillSaved) result = await unsaveListing(kind, id);
      toast.success(result.message);
      list.reload();
    } catch {
      // Shown by the interceptor.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <ListState list={list} page={page} onPage={onPage} empty="noSavedListings">
      {list.cards?.map((card) => {
        const listing = toSummary(kind, card, i18n.language);
        return (
          <ListingRow
            key={listing.id}
            listing={listing}
            unavailable={unavailable(listing)}
            actions={
              <button
                type="button"
                className="acc-button"
                disabled={removing === listing.id}
                aria-busy={removing === listing.id}
                onClick={() => void remove(listing.id)}
                aria-label={t('savedListings.removeLabel', { name: listing.name })}
              >
                {t('savedListings.remove')}
              </button>
            }
          />
        );
      })}
    </ListState>
  );
}

/** docs/product/routes.md /saved-listing: saved properties and cars in tabs, each removable from the list. */
export function SavedListingsPage() {
  const { t } = useTranslation('account');
  const { tab, page, setTab, setPage } = useTabAndPage();
  return (
    <section className="acc-page" aria-labelledby="saved-listings-title">
      <h2 id="saved-listings-title" className="acc-visually-hidden">
        {t('routes.savedListing')}
      </h2>
      <ListingTabs tab={tab} onTab={setTab} render={(kind) => <SavedList kind={kind} page={page} onPage={setPage} />} />
    </section>
  );
}

export default SavedListingsPage;
