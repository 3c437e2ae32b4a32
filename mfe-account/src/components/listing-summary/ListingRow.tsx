import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatNumber, formatPrice, useTranslation } from '@souq/shared';
import { photoLoading, type PhotoPriority } from '@souq/shared/listing-ui';
import { detailPath, type ListingSummary } from './listingSummary';
import './listingTexts';
import './listing-row.css';

function Price({ amount, discounted, symbol }: { amount: number; discounted: number | null; symbol: 'Syp' | 'USD' }) {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.language;
  const hasDiscount = discounted !== null && discounted < amount;
  const full = formatPrice(amount, symbol, lng);
  if (full === '') return null;
  return (
    <span className="acc-row__price" data-currency={symbol}>
      {/* Prices read left to right in both languages: "1,500,000 ل.س". */}
      <bdi>{formatPrice(hasDiscount ? discounted : amount, symbol, lng)}</bdi>
      {hasDiscount && (
        <s className="acc-row__was" aria-label={t('listingRow.was', { price: full })}>
          <bdi>{full}</bdi>
        </s>
      )}
    </span>
  );
}

export interface ListingRowProps {
  listing: ListingSummary;
  /** Shown for the owner's own listings: views and contacts. */
  showCounts?: boolean;
  /** Extra lines under the facts (how and when the member made contact). */
  details?: ReactNode;
  actions?: ReactNode;
  /**
   * Someone else's listing that visitors can no longer have (a favourite that expired, sold, or was hidden): the
   * row is greyed, says why (`note`), names its status `status` instead of the owner's word for it, and links to
   * the listing only when its page still shows (`linked`).
   */
  unavailable?: { note: string; status: string; linked: boolean };
  /** How soon the photo is wanted (the first rows are in the first screen); the thumbnail covers the 160 px box. */
  photo?: PhotoPriority;
}

/** One listing of the account pages: picture, name linking to the listing, status, both prices, and the page's actions. */
export function ListingRow({
  listing,
  showCounts = false,
  details,
  actions,
  unavailable,
  photo = 'lazy',
}: ListingRowProps) {
  const { t } = useTranslation('account');
  const statusKey = (value: string | null) => (value ? t(`listingRow.status.${value}`, { defaultValue: value }) : null);
  const status = unavailable ? unavailable.status : statusKey(listing.status);
  const vehicleStatus = statusKey(listing.vehicleStatus);
  const discounted = listing.discountPercent > 0 && (listing.discountedSyp !== null || listing.discountedUsd !== null);
  return (
    <article
      className={unavailable ? 'acc-row acc-row--unavailable' : 'acc-row'}
      data-testid="account-listing"
      data-kind={listing.kind}
      data-id={listing.id}
      data-unavailable={unavailable ? (listing.status ?? 'unknown') : undefined}
    >
      <div className="acc-row__media">
        {listing.imageUrl ? (
          <img
            src={listing.imageUrl}
            alt={listing.name}
            width={160}
            height={120}
            {...photoLoading({ priority: photo, sizes: '160px' })}
          />
        ) : (
          <span className="acc-row__noimage">{t('listingRow.noImage')}</span>
        )}
      </div>
      <div className="acc-row__body">
        <h3 className="acc-row__title">
          {unavailable && !unavailable.linked ? (
            listing.name
          ) : (
            <Link to={detailPath(listing.kind, listing.id)}>{listing.name}</Link>
          )}
        </h3>
        {unavailable && <p className="acc-row__unavailable">{unavailable.note}</p>}
        <p className="acc-row__badges">
          {status && (
            <span className={`acc-badge acc-badge--${listing.status}`} title={t('listingRow.statusLabel')}>
              {status}
            </span>
          )}
          {vehicleStatus && (
            <span
              className={`acc-badge acc-badge--${listing.vehicleStatus}`}
              title={t('listingRow.vehicleStatusLabel')}
            >
              {vehicleStatus}
            </span>
          )}
          {discounted && (
            <span className="acc-badge acc-badge--discount">
              {t('listingRow.discount', { percent: Math.round(listing.discountPercent) })}
            </span>
          )}
        </p>
        <p className="acc-row__prices" aria-label={t('listingRow.prices')}>
          <Price amount={listing.priceSyp} discounted={listing.discountedSyp} symbol="Syp" />
          <Price amount={listing.priceUsd} discounted={listing.discountedUsd} symbol="USD" />
        </p>
        {showCounts && (
          <p className="acc-row__counts">
            {listing.views !== null && <span>{t('listingRow.views', { value: formatNumber(listing.views) })}</span>}
            {listing.contacts !== null && (
              <span>{t('listingRow.contacts', { value: formatNumber(listing.contacts) })}</span>
            )}
          </p>
        )}
        {details}
      </div>
      {actions && <div className="acc-row__actions">{actions}</div>}
    </article>
  );
}
