import { useTranslation } from '@souq/shared';
import { AdminQueue, type QueueControls } from '../../components/AdminQueue';
import { DecisionActions, type Decision } from '../../components/DecisionActions';
import { ListingRefView } from '../../components/ListingRefView';
import { ReportsList } from '../../components/ReportsList';
import { listingName } from '../../lib/queueTypes';
import { decideListingReports, fetchReportedListings, type ReportedListing } from './listingReportsApi';
import './listingReportsTexts';

function ReportedListingCard({ item, controls }: { item: ReportedListing; controls: QueueControls }) {
  const { t, i18n } = useTranslation('admin');
  const { listing } = item;
  const name = listingName(listing, i18n.language);
  const headingId = `listing-report-${listing.kind}-${listing.id}`;
  const required = {
    hint: t('adminListingReports.reasonHint'),
    requiredMessage: t('adminListingReports.reasonRequired'),
  };
  const decisions: Decision[] = [
    {
      key: 'hide',
      label: t('adminListingReports.hide'),
      accessibleLabel: t('adminListingReports.hideLabel', { name }),
      tone: 'danger',
      reason: {
        label: t('adminListingReports.hideReason'),
        submitLabel: t('adminListingReports.hideSubmit'),
        ...required,
      },
      send: (reason) => decideListingReports(listing, 'hide', reason),
    },
    // Only a hidden listing has somewhere to go back to.
    ...(listing.status === 'hidden'
      ? [
          {
            key: 'restore',
            label: t('adminListingReports.restore'),
            accessibleLabel: t('adminListingReports.restoreLabel', { name }),
            tone: 'primary',
            reason: {
              label: t('adminListingReports.restoreReason'),
              submitLabel: t('adminListingReports.restoreSubmit'),
              ...required,
            },
            send: (reason) => decideListingReports(listing, 'restore', reason),
          } satisfies Decision,
        ]
      : []),
    {
      key: 'dismiss',
      label: t('adminListingReports.dismiss'),
      accessibleLabel: t('adminListingReports.dismissLabel', { name }),
      reason: {
        label: t('adminListingReports.dismissReason'),
        submitLabel: t('adminListingReports.dismissSubmit'),
        required: false,
      },
      send: (reason) => decideListingReports(listing, 'dismiss', reason),
    },
  ];
  return (
    <article className="admin-card" data-testid="listing-report" aria-labelledby={headingId}>
      <ListingRefView listing={listing} headingId={headingId} />
      <ReportsList reports={item.reports} count={item.reports_count} subject={name} />
      <DecisionActions decisions={decisions} controls={controls} />
    </article>
  );
}

const keyOf = (item: ReportedListing) => `${item.listing.kind}-${item.listing.id}`;

/** /admin/listing-reports: listings with undecided reports, each with its reports and the decisions hide / restore / dismiss. */
export function ListingReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="acc-page" aria-labelledby="admin-listing-reports-title">
      <h2 id="admin-listing-reports-title" className="acc-visually-hidden">
        {t('adminListingReports.heading')}
      </h2>
      <p className="admin-intro">{t('adminListingReports.intro')}</p>
      <AdminQueue load={fetchReportedListings} keyOf={keyOf} loadFailed={t('adminListingReports.loadFailed')}>
        {(item, controls) => <ReportedListingCard item={item} controls={controls} />}
      </AdminQueue>
    </section>
  );
}

export default ListingReportsPage;
