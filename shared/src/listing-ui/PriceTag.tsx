import { useId, type CSSProperties } from 'react';
import { formatDate, formatOldPounds, formatPrice, useSession, useTranslation } from '@souq/shared';
import { useCurrentRate, type CurrentRate } from './current-rate';
import type { ListingUi } from './listing-ui';
import { atRate, offeredPrice, ownerSymbol, pick, type Money } from './money';

interface PriceTagProps {
  ui: ListingUi;
  price: Money;
  discountedPrice: Money | null;
  discountPercent: number;
  /** What the price is per, for a rent ("/ month", "شهرياً"); read right after the amount. */
  per?: string;
  className?: string;
}

type Symbol = 'Syp' | 'USD';

// Read by screen readers, not shown (cards carry no visually-hidden rule of their own).
const UNSEEN: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
const RATE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** "Converted at the exchange rate of Thu, Nov 26, 2026 (Central Bank bulletin): 1 USD = 200 new SYP". */
function rateNote(
  rate: CurrentRate,
  lng: string,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  const values = {
    lng,
    date: formatDate(`${rate.effectiveDate}T12:00:00Z`),
    source: rate.source,
    rate: RATE_NUMBER.format(rate.sypPerUsd),
  };
  return t(rate.isDefault ? 'common:exchangeRate.noteDefault' : 'common:exchangeRate.note', values);
}

/**
 * The price in the visitor's currency (header switch); with a discount, the new price, the old one struck through
 * and the percentage (texts: the remote's `card.was`, `card.discount`). A listing priced in one currency also shows
 * the other, converted at the current rate an admin set and marked "≈", the rate's date and source on hover and
 * focus; when the visitor's currency is the other one, the converted amount leads and the owner's follows.
 */
export function PriceTag({ ui, price, discountedPrice, discountPercent, per, className }: PriceTagProps) {
  const p = `${ui.prefix}-`;
  const { t, i18n } = useTranslation(ui.ns);
  const symbol = useSession((state) => state.symbol);
  const owner = ownerSymbol(price);
  const rate = useCurrentRate(owner !== null);
  const noteId = useId();
  const sypPerUsd = rate?.sypPerUsd ?? null;
  const priced = atRate(price, sypPerUsd);
  const pricedDiscount = discountedPrice ? atRate(discountedPrice, sypPerUsd) : null;
  const full = pick(priced, symbol);
  const shown = offeredPrice(priced, pricedDiscount, discountPercent, symbol);
  const lng = i18n.language;
  if (!full || !shown) return null;
  const hasDiscount = shown.discounted;
  const factor = rate?.oldPerNew;
  const note = rate && owner ? rateNote(rate, lng, t) : '';
  // The other currency's line: only for a listing priced in one currency, once the rate is known.
  const otherSymbol: Symbol = shown.symbol === 'USD' ? 'Syp' : 'USD';
  const other = note ? offeredPrice(priced, pricedDiscount, discountPercent, otherSymbol) : null;
  const amountText = (amount: number, s: Symbol) => {
    const text = formatPrice(amount, s, lng);
    return owner !== null && s !== owner ? t('common:exchangeRate.approx', { lng, amount: text }) : text;
  };
  // A converted amount tells how it was converted; a pound amount its old-pound equivalent.
  const hint = (s: Symbol, amount: number) =>
    owner !== null && s !== owner ? note : s === 'Syp' ? formatOldPounds(amount, lng, factor) : undefined;
  const converted = (s: Symbol) =>
    owner !== null && s !== owner ? { tabIndex: 0, 'aria-describedby': noteId, 'data-approx': '' } : {};
  return (
    <p className={[`${p}price`, className].filter(Boolean).join(' ')} data-currency={shown.symbol}>
      {/* Prices read left to right in both languages: "1,500,000 ل.س جديدة"; a pound price tells its old-pound
          equivalent on hover ("= 150 million old SYP"), since people still quote both. */}
      <bdi className={`${p}price__amount`} title={hint(shown.symbol, shown.amount)} {...converted(shown.symbol)}>
        {amountText(shown.amount, shown.symbol)}
      </bdi>
      {per && <span className={`${p}price__per`}>{per}</span>}
      {hasDiscount && (
        <>
          <s className={`${p}price__was`} aria-label={t('card.was', { price: amountText(full.amount, full.symbol) })}>
            <bdi>{amountText(full.amount, full.symbol)}</bdi>
          </s>
          <span className={`${p}badge ${p}badge--discount`}>
            {t('card.discount', { percent: Math.round(discountPercent) })}
          </span>
        </>
      )}
      {other && other.symbol === otherSymbol && (
        <span className={`${p}price__other`} style={{ display: 'block', fontSize: '0.85em' }}>
          <bdi title={hint(other.symbol, other.amount)} {...converted(other.symbol)}>
            {amountText(other.amount, other.symbol)}
          </bdi>
        </span>
      )}
      {note && (
        <span id={noteId} style={UNSEEN}>
          {note}
        </span>
      )}
    </p>
  );
}
