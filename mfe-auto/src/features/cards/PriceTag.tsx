import { formatPrice, useSession, useTranslation } from '@souq/shared';
import { pick, type Money } from '../listing/autoModel';

interface PriceTagProps {
  price: Money;
  discountedPrice: Money | null;
  discountPercent: number;
  className?: string;
}

/** The price in the visitor's currency (header switch); with a discount, the new price, the old one struck through and the percentage. */
export function PriceTag({ price, discountedPrice, discountPercent, className }: PriceTagProps) {
  const { t, i18n } = useTranslation('auto');
  const symbol = useSession((state) => state.symbol);
  const full = pick(price, symbol);
  const discounted = discountedPrice ? pick(discountedPrice, symbol) : null;
  const hasDiscount = discounted !== null && full !== null && discountPercent > 0 && discounted.amount < full.amount;
  const lng = i18n.language;
  if (!full) return null;
  const shown = hasDiscount ? discounted : full;
  return (
    <p className={['ap-price', className].filter(Boolean).join(' ')} data-currency={shown.symbol}>
      {/* Prices read left to right in both languages: "1,500,000 ل.س". */}
      <bdi className="ap-price__amount">{formatPrice(shown.amount, shown.symbol, lng)}</bdi>
      {hasDiscount && (
        <>
          <s className="ap-price__was" aria-label={t('card.was', { price: formatPrice(full.amount, full.symbol, lng) })}>
            <bdi>{formatPrice(full.amount, full.symbol, lng)}</bdi>
          </s>
          <span className="ap-badge ap-badge--discount">{t('card.discount', { percent: Math.round(discountPercent) })}</span>
        </>
      )}
    </p>
  );
}
