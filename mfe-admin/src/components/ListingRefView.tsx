import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { useListingNumber } from '@souq/shared/area-kit';
import { listingName, type ListingRef } from '../lib/queueTypes';
import '../i18n/adminQueueTexts';
import './admin-queue.css';

/** The words of a listing's status: a hidden one says why it is hidden. */
export function useListingStatusWords() {
  const { t } = useTranslation('admin');
  return (listing: Pick<ListingRef, 'status' | 'hidden_reason'>) =>
    listing.status === 'hidden' && listing.hidden_reason
      ? t(`adminQueue.hiddenReason.${listing.hidden_reason}`, { defaultValue: t('adminQueue.listingStatus.hidden') })
      : t(`adminQueue.listingStatus.${listing.status}`, { defaultValue: listing.status });
}

interface ListingRefViewProps {
  listing: ListingRef;
  /** The level of the listing's name among the page's headings. */
  heading?: 'h3' | 'h4';
  /** The heading's id, for the card it names. */
  headingId?: string;
}

/**
 * A listing as an admin's queue shows it: its picture, its name in the page's language linking to the listing, its
 * kind and number, status (a hidden one says why) and owner.
 */
export function ListingRefView({ listing, heading: Heading = 'h3', headingId }: ListingRefViewProps) {
  const { t, i18n } = useTranslation('admin');
  const statusWords = useListingStatusWords();
  const listingNumber = useListingNumber();
  const name = listingName(listing, i18n.language);
  return (
    <div className="admin-listing" data-kind={listing.kind} data-id={listing.id}>
      <div className="admin-listing__media">
        {listing.image ? (
          <img src={listing.image.thumb_url} alt={name} width={120} height={90} loading="lazy" decoding="async" />
        ) : (
          <span className="admin-listing__noimage">{t('adminQueue.noImage')}</span>
        )}
      </div>
      <div className="admin-listing__body">
        <Heading id={headingId} className="admin-listing__name">
          <Link to={listing.path}>{name}</Link>
        </Heading>
        <p className="admin-listing__line">
          <span>{listingNumber(listing.kind, listing.id)}</span>
          <span className={`admin-status admin-status--${listing.status}`} title={t('adminQueue.status')}>
            {statusWords(listing)}
          </span>
          {listing.verified && <span className="admin-status admin-status--verified">{t('adminQueue.verified')}</span>}
        </p>
        <p className="admin-listing__line">
          <span className="admin-listing__label">{t('adminQueue.owner')}:</span> {listing.owner.name}{' '}
          <bdi className="admin-listing__email">{listing.owner.email}</bdi>
        </p>
      </div>
    </div>
  );
}
