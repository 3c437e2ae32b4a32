import { formatPrice, useTranslation } from '@souq/shared';
import { discounted, numberOrNull } from './formParts';

interface DiscountPreviewProps {
  /** Prices as typed (strings); either may be empty. */
  priceSyp: unknown;
  priceUsd: unknown;
  percent: unknown;
  sypPerUsd: number;
}

/** The discounted price, worked out as the visitor types, in both currencies as the API will store it. */
export function DiscountPreview({ priceSyp, priceUsd, percent, sypPerUsd }: DiscountPreviewProps) {
  const { t, i18n } = useTranslation('account');
  const syp = numberOrNull(priceSyp);
  const usd = numberOrNull(priceUsd);
  const pct = numberOrNull(percent) ?? 0;
  const validPct = Number.isInteger(pct) && pct >= 0 && pct <= 99;
  const bothSyp =
    syp !== null && !Number.isNaN(syp) ? syp : usd !== null && !Number.isNaN(usd) ? Math.round(usd * sypPerUsd) : null;
  const bothUsd =
    usd !== null && !Number.isNaN(usd) ? usd : syp !== null && !Number.isNaN(syp) ? Math.round(syp / sypPerUsd) : null;
  let text = '';
  if (bothSyp !== null && bothUsd !== null && validPct) {
    text =
      pct === 0
        ? t('forms.hints.noDiscount')
        : t('forms.hints.discounted', {
            price: `${formatPrice(discounted(bothSyp, pct), 'Syp', i18n.language)} · ${formatPrice(discounted(bothUsd, pct), 'USD', i18n.language)}`,
          });
  }
  return (
    <p className="lf-discount" role="status" aria-live="polite" data-testid="discounted-price">
      {text}
    </p>
  );
}
