import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { addSheet } from './sheet';

const statusMarkCss = (p: string) => `
.${p}-badge--closed { position: absolute; inset-block-end: 8px; inset-inline-start: 8px; background: #1c2430; color: #fff; }`;

export type ClosedStatus = 'sold' | 'rented';

/** A listing's status when it is sold or rented (these stay in search for a few days), otherwise null. */
export function closedStatus(status: string | null | undefined): ClosedStatus | null {
  return status === 'sold' || status === 'rented' ? status : null;
}

/**
 * "Sold" / "Rented" over a card's picture, at the bottom start corner (the type and featured marks have the top ones), so a listing
 * still in search after it closed is not read as available. Texts: the namespace's `trust.status`.
 */
export function StatusMark({ ui, status }: { ui: ListingUi; status: ClosedStatus }) {
  const { t } = useTranslation(ui.ns);
  addSheet(`status-mark-${ui.prefix}`, statusMarkCss(ui.prefix));
  return (
    <span className={`${ui.prefix}-badge ${ui.prefix}-badge--closed ${ui.prefix}-badge--${status}`}>
      {t(`trust.status.${status}`)}
    </span>
  );
}
