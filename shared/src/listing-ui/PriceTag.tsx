import { formatOldPounds, formatPrice, useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { offeredPrice, pick, type Money } from './money';

interface PriceTagProps {
  ui: ListingUi;
  price: Money;
  discountedPrice: Money | null;
  discountPercent: number;
  /** What the price is per, for a rent ("/ month", "شهرياً"); read right after the amount. */
  per?: string;
  className?: string;
}

/**
 * The price in the visitor's currency (header switch); with a discount, the new price, the old one struck through
 * and the percentage (texts: the remote's `card.was`, `card.discount`).
 */
export function PriceTag({ ui, price, discountedPrice, discountPercent, per, className }: PriceTagProps) {
  const p = `${ui.prefix}-`;
  const { t, i18n } = useTranslation(ui.ns);
  const symbol = useSession((state) => state.symbol);
  const full = pick(price, symbol);
  const shown = offeredPrice(price, discountedPrice, discountPercent, symbol);
  const lng = i18n.language;
  if (!full || !shown) return null;
  const hasDiscount = shown.discounted;
  return (
    <p className={[`${p}price`, className].filter(Boolean).join(' ')} data-currency={shown.symbol}>
      {/* Prices read left to right in both languages: "1,500,000 ل.س جديدة"; a pound price tells its old-pound
          equivalent on hover ("= 150 million old SYP"), since people still quote both. */}
      <bdi className={`${p}price__amount`} title={shown.symbol === 'Syp' ? formatOldPounds(shown.amount, lng) : undefined}>{formatPrice(shown.amount, shown.symbol, lng)}</bdi>
      {per && <span className={`${p}price__per`}>{per}</span>}
      {hasDiscount && (
        <>
          <s className={`${p}price__was`} aria-label={t('card.was', { price: formatPrice(full.amount, full.symbol, lng) })}>
            <bdi>{formatPrice(full.amount, full.symbol, lng)}</bdi>
          </s>
          <span className={`${p}badge ${p}badge--discount`}>{t('card.discount', { percent: Math.round(discountPercent) })}</span>
        </>
      )}
    </p>
  );
}
