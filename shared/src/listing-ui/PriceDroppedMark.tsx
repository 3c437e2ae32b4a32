import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { addSheet } from './sheet';

const droppedCss = (p: string) => `
.${p}-badge--dropped { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 999px; background: #fdecea; color: #a1261b; font-size: 0.8rem; font-weight: 600; line-height: 1.4; vertical-align: middle; white-space: nowrap; }`;

/**
 * "Price dropped" on a card and a listing's page: the price a buyer pays fell within the last 14 days (the API's
 * `price_dropped`). Texts: the namespace's `priceHistory` (addTrustTexts adds them).
 */
export function PriceDroppedMark({ ui }: { ui: ListingUi }) {
  const { t } = useTranslation(ui.ns);
  addSheet(`dropped-${ui.prefix}`, droppedCss(ui.prefix));
  return (
    <span
      className={`${ui.prefix}-badge ${ui.prefix}-badge--dropped`}
      title={t('priceHistory.droppedHint')}
      data-testid="price-dropped"
    >
      <span aria-hidden="true">↓</span>
      {t('priceHistory.dropped')}
    </span>
  );
}
