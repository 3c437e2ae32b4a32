import { useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { toast, useTranslation } from '@souq/shared';
import { fieldErrors } from '@souq/shared/area-kit';
import type { ListingSummary } from '../../components/listing-summary/listingSummary';
import { changeListingStatus } from '../../lib/myListingsApi';

type Move = { to: string; text: 'active' | 'reactivate' | 'relist' | 'paused' | 'sold' | 'rented' };

/** The changes an owner can make from a status (the API's lifecycle has the last word and explains a refusal). */
export function ownerMoves(listing: Pick<ListingSummary, 'kind' | 'status' | 'listingType'>): Move[] {
  const closing: Move =
    listing.kind === 'property' && listing.listingType === 'rent'
      ? { to: 'rented', text: 'rented' }
      : { to: 'sold', text: 'sold' };
  switch (listing.status) {
    case 'draft':
      return [{ to: 'active', text: 'active' }];
    case 'active':
      return [{ to: 'paused', text: 'paused' }, closing];
    case 'paused':
      return [{ to: 'active', text: 'reactivate' }, closing];
    case 'sold':
    case 'rented':
      return [{ to: 'active', text: 'relist' }];
    // An expired listing comes back with "Renew" (RenewButton), which also gives it a new expiry date.
    default:
      return [];
  }
}

/** Publish, pause, reactivate or close a listing from the member's list, without opening its form. */
export function StatusActions({ listing, onChanged }: { listing: ListingSummary; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [quotaRefusal, setQuotaRefusal] = useState<string | null>(null);
  // A hidden listing's reason is said by LifecycleNote; moderators alone move it.
  const move = async (to: string) => {
    setBusy(true);
    setQuotaRefusal(null);
    try {
      toast.success(await changeListingStatus(listing.kind, listing.id, to));
      onChanged();
    } catch (error) {
      // The interceptor has shown the API's reason; the listing stays as it was. Beyond the plan's quota, the
      // reason stays by the listing with the way to a bigger plan.
      setQuotaRefusal(fieldErrors(error).quota?.[0] ?? null);
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
      {quotaRefusal && (
        <p className="acc-row__note" role="alert">
          {quotaRefusal} <Link to="/subscription-plans">{t('quota.upgrade')}</Link>
        </p>
      )}
    </>
  );
}
