import { useEffect, useState } from 'react';
import { useTranslation } from '@souq/shared';
import { toSummary, type ApiListingCard, type ListingKind } from '../listing-summary/listingSummary';
import { ownListing } from './myListingsApi';

/**
 * The name of one of the member's own listings in the page's language, once the API has answered; null before, and
 * when it is not theirs (the page then names it by its number, as it did before the answer).
 */
export function useOwnListingName(listing: { kind: ListingKind; id: number } | null): string | null {
  const { i18n } = useTranslation('account');
  const [card, setCard] = useState<{ kind: ListingKind; card: ApiListingCard } | null>(null);
  const kind = listing?.kind;
  const id = listing?.id;
  useEffect(() => {
    if (!kind || id === undefined) return;
    let current = true;
    ownListing(kind, id).then(
      (found) => current && setCard(found ? { kind, card: found } : null),
      () => undefined, // the shared client has said what went wrong; the number stays
    );
    return () => {
      current = false;
    };
  }, [kind, id]);
  return card && card.card.id === id ? toSummary(card.kind, card.card, i18n.language).name : null;
}
