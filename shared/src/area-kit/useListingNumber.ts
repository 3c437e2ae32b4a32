import { useTranslation } from '@souq/shared';
import { AREA_NS } from './area-texts';

/** "Property #12" / "العقار رقم 12", in the page's language. */
export function useListingNumber() {
  const { t } = useTranslation(AREA_NS);
  return (kind: 'property' | 'auto', id: number) => t(`listingNumber.${kind}`, { id });
}
