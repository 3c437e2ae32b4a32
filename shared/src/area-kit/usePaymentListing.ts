import { useTranslation } from '@souq/shared';
import type { ListingKind } from '../listing-kinds/registry';
import { AREA_NS } from './area-texts';
import { inLanguage } from './record-words';
import { useListingNumber } from './useListingNumber';

/** What names the listing a per-ad option was bought for (GET /payment-detail, the plans' and the admins' payments). */
interface PaymentListing {
  listing_kind: ListingKind | null;
  listing_id: number | null;
  listing_name: string | null;
  listing_name_ar: string | null;
}

/**
 * The listing a payment was for, as its owner knows it: its name in the page's language, or "Property #12" once it is
 * deleted. Null for a plan.
 */
export function usePaymentListing() {
  const { i18n } = useTranslation(AREA_NS);
  const listingNumber = useListingNumber();
  return (payment: PaymentListing): string | null => {
    if (!payment.listing_kind || payment.listing_id === null) return null;
    return (
      inLanguage(payment.listing_name, payment.listing_name_ar, i18n.language) ||
      listingNumber(payment.listing_kind, payment.listing_id)
    );
  };
}
