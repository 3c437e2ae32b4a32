import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { useListingStatusWords } from './ListingRefView';
import { useListingNumber } from '@souq/shared/area-kit';
import { listingName, type ListingRef } from '../lib/queueTypes';
import '../i18n/adminQueueTexts';
import './admin-queue.css';
import './admin-listings.css';

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

/**
 * One listing in the admin's searches: picture, name linking to its page, kind and number, status (a hidden one says
 * why), and its owner linking to their page in the admin area; the page's actions beside it.
 */
export function ListingRefRow({ listing, showOwner = true, details, actions, children }: ListingRefRowProps) {
  const { t, i18n } = useTranslation('admin');
  const statusWords = useListingStatusWords();
  const listingNumber = useListingNumber();
  const name = listingName(listing, i18n.language);
  const headingId = `admin-listing-${listing.kind}-${listing.id}`;
  return (
    <article className="al-row" data-testid="admin-listing" aria-labelledby={headingId}>
      <div className="al-row__media">
        {listing.image ? (
          <img src={listing.image.thumb_url} alt="" loading="lazy" />
        ) : (
          <span className="al-row__noimage">{t('adminQueue.noImage')}</span>
        )}
      </div>
      <div className="al-row__body">
        <h3 id={headingId} className="al-row__title">
          <Link to={listing.path}>{name}</Link>
        </h3>
        <p className="al-row__facts">
          <span>{listingNumber(listing.kind, listing.id)}</span>
          <span className={`admin-status admin-status--${listing.status}`} title={t('adminQueue.status')}>
            {statusWords(listing)}
          </span>
          {listing.verified && <span className="admin-status admin-status--verified">{t('adminQueue.verified')}</span>}
        </p>
        {showOwner && (
          <p className="al-row__facts">
            <span>
              {t('adminQueue.owner')}:{' '}
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
