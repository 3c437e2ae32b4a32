import { useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatDate, http, isHttpError, toast, useTranslation, type ApiAnswer, type ApiBody } from '@souq/shared';
import { VerifiedBadge } from '@souq/shared/listing-ui';
import { fieldErrors } from '@souq/shared/area-kit';
import type { ListingKind, ListingSummary } from '../../components/listing-summary/listingSummary';
import { ACCOUNT_UI } from '../../components/verification/accountUi';

/** Days before its expiry from which an active listing offers "Renew" (the reminder email is sent 3 days before). */
const RENEW_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /listings/renew: an expired listing back on the market, or an active one's time extended. */
export async function renewListing(kind: ListingKind, id: number): Promise<ApiAnswer<'/api/listings/renew', 'post'>> {
  const data: ApiBody<'/api/listings/renew'> = { kind, id };
  return (
    await http.authJson<ApiAnswer<'/api/listings/renew', 'post'>>({ method: 'POST', url: '/listings/renew', data })
  ).data;
}

const HIDDEN_REASONS = ['reports', 'moderator', 'suspended', 'duplicate'] as const;

/** Whether the listing may be renewed now: expired, or active and close to its expiry. */
export function renewable(listing: Pick<ListingSummary, 'status' | 'expiresAt'>, now = Date.now()): boolean {
  if (listing.status === 'expired') return true;
  if (listing.status !== 'active' || !listing.expiresAt) return false;
  const ends = Date.parse(listing.expiresAt);
  return Number.isFinite(ends) && ends - now <= RENEW_WINDOW_DAYS * DAY_MS;
}

/**
 * What moderation and time do to an owner's listing: hidden (under review after reports, by moderators, for a
 * suspended account, as a duplicate), expired, or active until a date; and its Verified mark.
 */
export function LifecycleNote({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('account');
  const verified = listing.verified && <VerifiedBadge ui={ACCOUNT_UI} />;
  if (listing.status === 'hidden') {
    const reason = (HIDDEN_REASONS as readonly string[]).includes(listing.hiddenReason ?? '')
      ? listing.hiddenReason
      : null;
    return (
      <p className="acc-row__detail ml-life ml-life--hidden" data-hidden-reason={reason ?? undefined}>
        <strong>{t(reason ? `myListings.hidden.${reason}` : 'myListings.hidden.reports')}</strong>{' '}
        {t(reason ? `myListings.hiddenText.${reason}` : 'myListings.underReview')}
      </p>
    );
  }
  if (listing.status === 'expired') {
    return (
      <p className="acc-row__detail ml-life ml-life--expired">
        <strong>{t('myListings.expired')}</strong> {t('myListings.expiredText')}
      </p>
    );
  }
  const expires = listing.status === 'active' && listing.expiresAt && formatDate(listing.expiresAt);
  if (!expires && !verified) return null;
  return (
    <p className="acc-row__detail ml-life">
      {verified}
      {expires && <span>{t('myListings.expiresOn', { date: expires })}</span>}
    </p>
  );
}

/** "Renew" for an expired listing (or one about to expire); a refusal over the plan's quota stays by it with the way to a bigger plan. */
export function RenewButton({ listing, onRenewed }: { listing: ListingSummary; onRenewed: () => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!renewable(listing)) return null;
  const renew = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const renewed = await renewListing(listing.kind, listing.id);
      toast.success(
        renewed.expires_at
          ? t('myListings.renewedUntil', { date: formatDate(renewed.expires_at) })
          : t('myListings.renewed'),
      );
      onRenewed();
    } catch (error) {
      // The interceptor toasted the API's reason; the quota's stays by the listing.
      const messages = fieldErrors(error);
      const quota =
        messages.quota?.[0] ??
        (isHttpError(error) && error.kind === 'validation' ? Object.values(messages).flat()[0] : undefined);
      setRefusal(quota ?? null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="acc-button acc-button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void renew()}
        aria-label={t('myListings.renewLabel', { name: listing.name })}
      >
        {t('myListings.renew')}
      </button>
      {refusal && (
        <p className="acc-row__note" role="alert">
          {refusal} <Link to="/subscription-plans">{t('quota.upgrade')}</Link>
        </p>
      )}
    </>
  );
}
