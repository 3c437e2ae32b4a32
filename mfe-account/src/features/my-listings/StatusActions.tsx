import { useState } from 'react';
import { toast, useTranslation } from '@souq/shared';
import type { ListingSummary } from '../listing-summary/listingSummary';
import { changeListingStatus } from './myListingsApi';

type Move = { to: string; text: 'active' | 'reactivate' | 'relist' | 'paused' | 'sold' | 'rented' };

/** The changes an owner can make from a status (the API's lifecycle has the last word and explains a refusal). */
export function ownerMoves(listing: Pick<ListingSummary, 'kind' | 'status' | 'listingType'>): Move[] {
  const closing: Move = listing.kind === 'property' && listing.listingType === 'rent' ? { to: 'rented', text: 'rented' } : { to: 'sold', text: 'sold' };
  switch (listing.status) {
    case 'draft':
      return [{ to: 'active', text: 'active' }];
    case 'active':
      return [{ to: 'paused', text: 'paused' }, closing];
    case 'paused':
      return [{ to: 'active', text: 'reactivate' }, closing];
    case 'sold':
    case 'rented':
    case 'expired':
      return [{ to: 'active', text: 'relist' }];
    default:
      return [];
  }
}

/** Publish, pause, reactivate or close a listing from the member's list, without opening its form. */
export function StatusActions({ listing, onChanged }: { listing: ListingSummary; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  if (listing.status === 'hidden') return <p className="acc-row__note">{t('myListings.underReview')}</p>;
  const move = async (to: string) => {
    setBusy(true);
    try {
      toast.success(await changeListingStatus(listing.kind, listing.id, to));
      onChanged();
    } catch {
      // The interceptor has shown the API's reason; the listing stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {ownerMoves(listing).map(({ to, text }) => (
        <button
          key={to}
          type="button"
          className="acc-button"
          disabled={busy}
          onClick={() => void move(to)}
          aria-label={t('myListings.statusLabel', { action: t(`myListings.to.${text}`), name: listing.name })}
        >
          {t(`myListings.to.${text}`)}
        </button>
      ))}
    </>
  );
}
