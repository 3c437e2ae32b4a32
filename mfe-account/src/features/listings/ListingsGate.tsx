import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { useSession, useTranslation } from '@souq/shared';
import type { ListingKind } from '../../components/listing-summary/listingSummary';
import { mayPost } from '../../lib/listingCategory';

/**
 * docs/product/roles.md: Individual users have no My listings; Agents and Corporates do. The form for a new listing (`newListing`)
 * opens only for a kind the member's listing category allows, as the API accepts no other.
 */
export function ListingsGate({ children, newListing }: { children: ReactNode; newListing?: ListingKind }) {
  const { t } = useTranslation('account');
  const userType = useSession((state) => state.user?.user_type);
  const category = useSession((state) => state.user?.listing_category);
  if (userType === 'Individual') return <p role="alert">{t('listings.individualNotAllowed')}</p>;
  if (newListing && !mayPost(category, newListing)) {
    return (
      <p role="alert">
        {t(newListing === 'auto' ? 'listings.autoOutsideCategory' : 'listings.propertyOutsideCategory')}{' '}
        <Link to="/my-account">{t('listings.changeCategory')}</Link>
      </p>
    );
  }
  return <>{children}</>;
}
