import { useCallback, useEffect, useState } from 'react';
import { isHttpError, toast, useTranslation } from '@souq/shared';
import { usePagedRecords, usePageInAddress } from '@souq/shared/area-kit';
import { AdminPagedList } from '../../components/AdminPagedList';
import { AdminSearchForm } from '../../components/AdminSearchForm';
import { ReasonForm } from '../../components/ReasonForm';
import { filterParams, useFiltersInAddress } from '../../hooks/useFiltersInAddress';
import {
  fetchAdminListings,
  hideListing,
  LISTING_FILTERS,
  LISTING_STATUSES,
  restoreListing,
  type AdminListing,
  type ListingDecision,
} from './adminListingsApi';
import { listingName } from '../../lib/queueTypes';
import { ListingRefRow } from '../../components/ListingRefRow';
import '../../components/admin-manage.css';
import './adminListingsTexts';
import '../../components/admin-listings.css';

type Deciding = 'hide' | 'restore' | null;

function AdminListingRow({
  listing,
  onChanged,
  onConflict,
}: {
  listing: AdminListing;
  onChanged: (listing: AdminListing) => void;
  onConflict: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [busy, setBusy] = useState(false);
  const name = listingName(listing, i18n.language);
  const hidden = listing.status === 'hidden';

  const decide = async (send: () => Promise<ListingDecision>) => {
    setBusy(true);
    try {
      const { listing: changed, message } = await send();
      toast.success(message);
      setDeciding(null);
      // A restore closes the listing's open reports.
      onChanged({ ...listing, ...changed, reports_open: changed.status === 'hidden' ? listing.reports_open : 0 });
    } catch (error) {
      // The shared client has shown the API's message; a listing changed meanwhile (409) is shown as it now is.
      if (isHttpError(error) && error.status === 409) {
        setDeciding(null);
        onConflict();
      }
    } finally {
      setBusy(false);
    }
  };

  const actions = deciding ? undefined : hidden ? (
    <button
      type="button"
      className="acc-button"
      onClick={() => setDeciding('restore')}
      aria-label={t('adminListings.restoreLabel', { name })}
    >
      {t('adminListings.restore')}
    </button>
  ) : (
    <button
      type="button"
      className="acc-button acc-button--danger"
      onClick={() => setDeciding('hide')}
      aria-label={t('adminListings.hideLabel', { name })}
    >
      {t('adminListings.hide')}
    </button>
  );

  return (
    <ListingRefRow
      listing={listing}
      actions={actions}
      details={
        listing.reports_open > 0 ? (
          <p className="al-row__facts">{t('adminListings.reportsOpen', { count: listing.reports_open })}</p>
        ) : undefined
      }
    >
      {deciding === 'hide' && (
        <ReasonForm
          label={t('adminListings.hideReason')}
          submitLabel={t('adminListings.hideSubmit')}
          hint={t('adminListings.reasonHint')}
          requiredMessage={t('adminListings.reasonRequired')}
          danger
          busy={busy}
          onCancel={() => setDeciding(null)}
          onSubmit={(reason) => void decide(() => hideListing(listing.kind, listing.id, reason))}
        />
      )}
      {deciding === 'restore' && (
        <ReasonForm
          label={t('adminListings.restoreReason')}
          submitLabel={t('adminListings.restoreSubmit')}
          hint={t('adminListings.reasonHint')}
          requiredMessage={t('adminListings.reasonRequired')}
          busy={busy}
          onCancel={() => setDeciding(null)}
          onSubmit={(reason) => void decide(() => restoreListing(listing.kind, listing.id, reason))}
        />
      )}
    </ListingRefRow>
  );
}

/** /admin/listings: any listing of either kind, found by name, number, status or owner; hidden and restored with a reason. */
export default function AdminListingsPage() {
  const { t } = useTranslation('admin');
  const { filters, query, apply } = useFiltersInAddress(LISTING_FILTERS);
  const [page, setPage] = usePageInAddress();
  const load = useCallback(
    (at: number, signal: AbortSignal) => fetchAdminListings(filterParams(query), at, signal),
    [query],
  );
  const list = usePagedRecords(load, page);
  // Listings decided on this page, as the API answered them, until the list is loaded again.
  const [changed, setChanged] = useState<Record<string, AdminListing>>({});
  useEffect(() => setChanged({}), [list.records]);
  const any = { value: '', label: t('adminList.any') };

  return (
    <section className="acc-page" aria-labelledby="admin-listings-title">
      <h2 id="admin-listings-title" className="acc-visually-hidden">
        {t('adminArea.nav.listings')}
      </h2>
      <p className="admin-intro">{t('adminListings.intro')}</p>
      <AdminSearchForm
        key={query}
        label={t('adminListings.searchLabel')}
        filters={filters}
        onSearch={apply}
        fields={[
          { name: 'q', label: t('adminListings.q'), type: 'search' },
          {
            name: 'kind',
            label: t('adminListings.kind'),
            options: [
              any,
              ...(['property', 'auto'] as const).map((kind) => ({ value: kind, label: t(`adminList.kind.${kind}`) })),
            ],
          },
          {
            name: 'status',
            label: t('adminListings.status'),
            options: [
              any,
              ...LISTING_STATUSES.map((status) => ({ value: status, label: t(`adminQueue.listingStatus.${status}`) })),
            ],
          },
          { name: 'id', label: t('adminListings.id'), numeric: true },
          { name: 'owner_id', label: t('adminListings.ownerId'), numeric: true },
        ]}
      />
      <AdminPagedList list={list} page={page} onPage={setPage}>
        {(records) => (
          <div className="al-list">
            {records.map((record) => {
              const key = `${record.kind}-${record.id}`;
              return (
                <AdminListingRow
                  key={key}
                  listing={changed[key] ?? record}
                  onChanged={(listing) => setChanged((current) => ({ ...current, [key]: listing }))}
                  onConflict={list.reload}
                />
              );
            })}
          </div>
        )}
      </AdminPagedList>
    </section>
  );
}
