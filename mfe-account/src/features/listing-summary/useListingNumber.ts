import { useTranslation } from '@souq/shared';
import type { ListingKind } from './listingSummary';
import './listingTexts';

/** "Property #12" / "العقار رقم 12", in the page's language. */
export function useListingNumber() {
  const { t } = useTranslation('account');
  return (kind: ListingKind, id: number) => t(`listingNumber.${kind}`, { id });
}
