import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, navigate } from '@souq/shared/mini-router';
import { formatDate, toast, useSession, useTranslation } from '@souq/shared';
import { mayPost } from '../../lib/listingCategory';
import { ListingRow } from '../../components/listing-summary/ListingRow';
import { ListingTabs, useTabAndPage } from '../../components/listing-summary/ListingTabs';
import { ListState } from '../../components/listing-summary/ListState';
import {
  editPath,
  statisticsPath,
  toSummary,
  type ListingKind,
  type ListingSummary,
} from '../../components/listing-summary/listingSummary';
import { usePagedListings } from '../../components/listing-summary/usePagedListings';
import { deleteListing, MY_LISTINGS_URL, ownListing } from '../../lib/myListingsApi';
import { LifecycleNote, RenewButton } from './ListingLifecycle';
import { PlanMarks } from './PlanMarks';
import { promotePath } from './planQuota';
import { QuotaBar } from './QuotaBar';
import { StatusActions } from './StatusActions';
import './myListingsTexts';
import '../../components/verification/verificationTexts';

// antd (the dialog's Modal) is about 100 KB gzip: fetched when a member first asks to delete, not with the list.
const DeleteListingDialog = lazy(() => import(/* webpackChunkName: "delete-listing-dialog" */ './DeleteListingDialog'));
// The document upload and its status: fetched when the owner first asks to get a listing verified.
const GetVerifiedDialog = lazy(
  () => import(/* webpackChunkName: "get-verified" */ '../../components/verification/GetVerifiedDialog'),
);

const PROMOTIONS = ['featured_listing', 'premium_listing'] as const;

function OwnListings({
  kind,
  page,
  onPage,
  onChanged,
}: {
  kind: ListingKind;
  page: number;
  onPage: (page: number) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const paged = usePagedListings(MY_LISTINGS_URL[kind], page);
  // A change to a listing may change how much of the plan's quota is used.
  const list = {
    ...paged,
    reload: () => {
      paged.reload();
      onChanged();
    },
  };
  const [pending, setPending] = useState<ListingSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Stays mounted after the first use, so the dialog can play its closing animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [verifying, setVerifying] = useState<ListingSummary | null>(null);

  // Deleting the last listing of a later page leaves it empty: show the page before instead.
  useEffect(() => {
    if (list.cards?.length === 0 && page > 1 && !list.failed) onPage(Math.min(page - 1, list.lastPage));
  }, [list.cards, list.failed, list.lastPage, page, onPage]);

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      const message = await deleteListing(pending.kind, pending.id);
      toast.success(message);
      setPending(null);
      list.reload();
    } catch {
      // The interceptor has shown the reason; the dialog stays open so the member can retry or cancel.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ListState list={list} page={page} onPage={onPage} empty="noListings">
        {list.cards?.map((card, index) => {
          const listing = toSummary(kind, card, i18n.language);
          return (
            <ListingRow
              key={listing.id}
              listing={listing}
              photo={index === 0 ? 'first' : 'lazy'}
              showCounts
              details={
                <>
                  <LifecycleNote listing={listing} />
                  <PlanMarks listing={listing} />
                </>
              }
              actions={
                <>
                  <Link
                    className="acc-link-button"
                    to={editPath(kind, listing.id)}
                    aria-label={t('myListings.editLabel', { name: listing.name })}
                  >
                    {t('myListings.edit')}
                  </Link>
                  <StatusActions listing={listing} onChanged={list.reload} />
                  <RenewButton listing={listing} onRenewed={list.reload} />
                  {listing.status === 'active' &&
                    PROMOTIONS.map((option) => (
                      <Link
                        key={option}
                        className="acc-link-button"
                        to={promotePath(option, kind, listing.id)}
                        aria-label={t(`myListings.promoteLabel.${option}`, { name: listing.name })}
                      >
                        {t(`myListings.promote.${option}`)}
                      </Link>
                    ))}
                  {!listing.verified && listing.status !== 'hidden' && (
                    <button
                      type="button"
                      className="acc-button"
                      aria-haspopup="dialog"
                      onClick={() => setVerifying(listing)}
                      aria-label={t('verification.getVerifiedLabel', { name: listing.name })}
                    >
                      {t('verification.getVerified')}
                    </button>
                  )}
                  <Link
                    className="acc-link-button"
                    to={statisticsPath(kind, listing.id)}
                    aria-label={t('myListings.statisticsLabel', { name: listing.name })}
                  >
                    {t('myListings.statistics')}
                  </Link>
                  <button
                    type="button"
                    className="acc-button acc-button--danger"
                    onClick={() => {
                      setDialogUsed(true);
                      setPending(listing);
                    }}
                    aria-label={t('myListings.deleteLabel', { name: listing.name })}
                  >
                    {t('myListings.delete')}
                  </button>
                </>
              }
            />
          );
        })}
      </ListState>
      {verifying && (
        <Suspense fallback={null}>
          <GetVerifiedDialog
            subject={{ kind, id: verifying.id }}
            name={verifying.name}
            onClose={() => setVerifying(null)}
            onChange={list.reload}
          />
        </Suspense>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <DeleteListingDialog
            open={pending !== null}
            itemName={pending?.name ?? ''}
            loading={deleting}
            onCancel={() => setPending(null)}
            onConfirm={() => void confirmDelete()}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The reminder email's one-click renewal comes back here with `?renewed=<kind>-<id>` (or `?renew=failed`): a toast
 * says how it went — naming the listing and its new end when it is the signed-in member's (the link renews without a
 * sign-in, so the browser may hold someone else's session) — and the address keeps only the tab of the renewed listing.
 */
function useRenewalNotice() {
  const { t, i18n } = useTranslation('account');
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const renewed = /^(property|auto)-([1-9]\d*)$/.exec(params.get('renewed') ?? '');
    const failed = params.get('renew') === 'failed';
    if (!renewed && !failed) return;
    if (renewed) {
      const kind = renewed[1] as ListingKind;
      void ownListing(kind, Number(renewed[2]), i18n.language)
        .catch(() => null)
        .then((listing) => {
          toast.success(
            listing?.expiresAt
              ? t('myListings.renewedNamedFromEmail', { name: listing.name, date: formatDate(listing.expiresAt) })
              : t('myListings.renewedFromEmail'),
          );
        });
    } else toast.error(t('myListings.renewFailed'));
    params.delete('renewed');
    params.delete('renew');
    if (renewed?.[1] === 'auto') params.set('tab', 'auto');
    const query = params.toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    // Once per visit: the address no longer carries the notice after it.
  }, [t, i18n]);
}

/** docs/product/routes.md /my-listing: the member's properties and cars, with edit, statistics and delete; Individuals never get here (ListingsGate). */
export function MyListingsPage() {
  const { t } = useTranslation('account');
  const { tab, page, setTab, setPage } = useTabAndPage();
  // Only the kinds the member's listing category allows are offered; the API refuses the others.
  const category = useSession((state) => state.user?.listing_category);
  const [changes, setChanges] = useState(0);
  useRenewalNotice();
  return (
    <section className="acc-page" aria-labelledby="my-listings-title">
      <h2 id="my-listings-title" className="acc-visually-hidden">
        {t('routes.myListing')}
      </h2>
      <QuotaBar version={changes} />
      <div className="acc-toolbar">
        {mayPost(category, 'property') && (
          <Link className="acc-link-button acc-link-button--primary" to="/my-listing/addProperty">
            {t('myListings.addProperty')}
          </Link>
        )}
        {mayPost(category, 'auto') && (
          <Link className="acc-link-button acc-link-button--primary" to="/my-listing/add">
            {t('myListings.addAuto')}
          </Link>
        )}
      </div>
      <ListingTabs
        tab={tab}
        onTab={setTab}
        render={(kind) => (
          <OwnListings kind={kind} page={page} onPage={setPage} onChanged={() => setChanges((n) => n + 1)} />
        )}
      />
    </section>
  );
}

export default MyListingsPage;
