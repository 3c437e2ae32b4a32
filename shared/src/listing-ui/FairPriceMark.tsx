import { formatNumber, formatPrice, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { addSheet } from './sheet';

/** Where a listing's price stands against comparable active listings (the API's `fair_price`, see fairPrice). */
export interface FairPrice {
  label: 'below' | 'around' | 'above';
  /** How many comparable listings the median is of (never fewer than the site's minimum). */
  comparables: number;
  /** Their median in new pounds: per m² for a property, the whole price for a car. */
  medianSyp: number;
  /** What they share with this one: its neighbourhood or city (property), its model (car). */
  basis: 'neighborhood' | 'city' | 'model';
}

// The count is inside the label's tint: on a narrow card it goes to the label's second line rather than out of it,
// and the label's corners are rounded enough for one line or two.
const fairCss = (p: string) => `
.${p}-fair-price { margin: 2px 0 0; font-size: 0.85rem; line-height: 1.45; }
.${p}-fair-price__label { display: inline-block; max-inline-size: 100%; box-sizing: border-box; padding: 2px 10px; border-radius: 12px; cursor: help; }
.${p}-fair-price__verdict { font-weight: 600; }
.${p}-fair-price__count { white-space: nowrap; font-weight: 400; }
.${p}-fair-price--below .${p}-fair-price__label { background: #e6f4ea; color: #17653a; }
.${p}-fair-price--around .${p}-fair-price__label { background: #eef1f5; color: #3d4a5c; }
.${p}-fair-price--above .${p}-fair-price__label { background: #fff4e0; color: #8a4b00; }`;

/**
 * "Below the typical price here (12 comparable listings)" on a card and a listing's page, with a tooltip saying what
 * it is compared with; nothing when the listing has no label (too few comparables: no label rather than a wrong
 * one). Texts: the namespace's `fairPrice` (addTrustTexts adds them). Its own component, beside the price's.
 */
export function FairPriceMark({
  ui,
  fairPrice,
  className,
}: {
  ui: ListingUi;
  fairPrice: FairPrice | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation(ui.ns);
  addSheet(`fair-price-${ui.prefix}`, fairCss(ui.prefix));
  if (!fairPrice) return null;
  const p = `${ui.prefix}-fair-price`;
  const count = { count: fairPrice.comparables, formattedCount: formatNumber(fairPrice.comparables) };
  const hint = t(`fairPrice.hint.${fairPrice.basis}`, {
    median: formatPrice(fairPrice.medianSyp, 'Syp', i18n.language),
  });
  return (
    <p
      className={[p, `${p}--${fairPrice.label}`, className].filter(Boolean).join(' ')}
      data-testid="fair-price"
      data-fair-price={fairPrice.label}
    >
      <span className={`${p}__label`} title={hint}>
        <span className={`${p}__verdict`}>{t(`fairPrice.${fairPrice.label}`)}</span>{' '}
        <span className={`${p}__count`}>({t('fairPrice.comparables', count)})</span>
      </span>
    </p>
  );
}
