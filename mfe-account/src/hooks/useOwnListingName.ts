import { useEffect, useState } from 'react';
import { useTranslation } from '@souq/shared';
import type { ListingKind } from '../components/listing-summary/listingSummary';
import { ownListing } from '../lib/myListingsApi';

/**
 * The name of one of the member's own listings in the page's language, once the API has answered; null before, and
 * when it is not theirs (the page then names it by its number, as it did before the answer).
 */
export function useOwnListingName(listing: { kind: ListingKind; id: number } | null): string | null {
  const { i18n } = useTranslation('account');
  const [found, setFound] = useState<{ key: string; name: string } | null>(null);
  const kind = listing?.kind;
  const id = listing?.id;
  const key = kind && id !== undefined ? `${kind}-${id}-${i18n.language}` : null;
  useEffect(() => {
    if (!kind || id === undefined || key === null) return;
    let current = true;
    ownListing(kind, id, i18n.language).then(
      (summary) => current && setFound(summary ? { key, name: summary.name } : null),
      () => undefined, // the shared client has said what went wrong; the number stays
    );
    return () => {
      current = false;
    };
  }, [kind, id, key, i18n.language]);
  return found?.key === key ? found.name : null;
}
