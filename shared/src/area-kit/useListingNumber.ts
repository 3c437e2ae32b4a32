import { useTranslation } from '@souq/shared';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry';
import { AREA_NS } from './area-texts';

/** "Property #12" / "العقار رقم 12", in the page's language. */
export function useListingNumber() {
  const { t } = useTranslation(AREA_NS);
  return (kind: ListingKind, id: number) => t(LISTING_KINDS[kind].labels.number, { id });
}
