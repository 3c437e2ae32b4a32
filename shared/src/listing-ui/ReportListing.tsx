import { lazy, Suspense, useState } from 'react';
import { isLoggedIn, useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import type { MyListingReport, ReportedKind } from './listing-report-request';

// The dialog (its form, checks and requests) is fetched when a member first asks to report or withdraw: the
// detail page's first paint carries only this button.
const ReportListingDialog = lazy(() => import(/* webpackChunkName: "report-listing" */ './ReportListingDialog'));

export interface ReportTarget {
  kind: ReportedKind;
  listingId: string;
  /** The viewer's own report (the detail's `my_report`), null when they have not reported it. */
  myReport: MyListingReport | null;
  /** The viewer's own listing: nothing to report. */
  own: boolean;
}

/**
 * "Report this listing" on a listing's detail, or "Withdraw report" once the member has reported it. Guests are
 * sent to the sign-in modal; owners see nothing. Texts: the namespace's `trust.report` (addTrustTexts).
 */
export function ReportListing({ ui, kind, listingId, myReport, own }: ReportTarget & { ui: ListingUi }) {
  const { t } = useTranslation(ui.ns);
  const signedIn = useSession(isLoggedIn);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const [report, setReport] = useState<MyListingReport | null>(signedIn ? myReport : null);
  const [open, setOpen] = useState(false);
  if (own) return null;
  const reported = signedIn && report !== null;
  const p = `${ui.prefix}-`;
  return (
    <>
      <button
        type="button"
        className={`${p}button ${p}report-listing`}
        aria-haspopup="dialog"
        onClick={() => (signedIn ? setOpen(true) : openAuthModal('login'))}
        data-reported={reported || undefined}
      >
        {t(reported ? 'trust.report.withdraw' : 'trust.report.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportListingDialog
            ui={ui}
            kind={kind}
            listingId={listingId}
            reported={reported}
            onClose={() => setOpen(false)}
            onChange={(next) => {
              setReport(next);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
