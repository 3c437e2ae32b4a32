import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import type { ListingRef } from './adminListingsApi';
import '../admin/adminListTexts';
import './adminListingsTexts';
import './admin-listings.css';

/** The listing's name in the page's language (a car or a property may have no Arabic name). */
export function listingName(listing: Pick<ListingRef, 'name' | 'name_ar'>, language: string): string {
  return language === 'ar' && listing.name_ar ? listing.name_ar : listing.name;
}

interface ListingRefRowProps {
  listing: ListingRef;
  /** Whether to name the owner (with a link to their page in the admin area). */
  showOwner?: boolean;
  /** Facts the page adds (open reports). */
  details?: ReactNode;
  actions?: ReactNode;
  /** What follows the row inside it (a reason form). */
  children?: ReactNode;
}

/** One listing in the admin area: picture, name linking to its page, kind and number, status and why it is hidden, owner. */
export function ListingRefRow({ listing, showOwner = true, details, actions, children }: ListingRefRowProps) {
  const { t, i18n } = useTranslation('account');
  const name = listingName(listing, i18n.language);
  const headingId = `admin-listing-${listing.kind}-${listing.id}`;
  return (
    <article className="al-row" data-testid="admin-listing" aria-labelledby={headingId}>
      <div className="al-row__media">
        {listing.image ? <img src={listing.image.thumb_url} alt="" loading="lazy" /> : <span className="al-row__noimage">{t('adminListings.noImage')}</span>}
      </div>
      <div className="al-row__body">
        <h3 id={headingId} className="al-row__title">
          <Link to={listing.path}>{name}</Link>
        </h3>
        <p className="al-row__facts">
          <span>{t('adminListings.kindNumber', { kind: t(`adminList.kind.${listing.kind}`), id: listing.id })}</span>
          <span className={`al-badge al-badge--${listing.status}`}>{t(`adminList.status.${listing.status}`, { defaultValue: listing.status })}</span>
          {listing.hidden_reason && <span className="al-row__why">{t(`adminList.hiddenReason.${listing.hidden_reason}`, { defaultValue: listing.hidden_reason })}</span>}
          {listing.verified && <span className="al-badge al-badge--verified">{t('adminListings.verified')}</span>}
        </p>
        {showOwner && (
          <p className="al-row__facts">
            <span>
              {t('adminListings.owner')}{' '}
              <Link to={`/admin/members/${listing.owner.id}`}>{listing.owner.name || listing.owner.email}</Link>{' '}
              <bdi className="al-row__email">{listing.owner.email}</bdi>
            </span>
          </p>
        )}
        {details}
        {children}
      </div>
      {actions && <div className="al-row__actions">{actions}</div>}
    </article>
  );
}
