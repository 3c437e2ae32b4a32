import { formatPrice, useSession, useTranslation } from '@souq/shared';
import { pick } from '@souq/shared/listing-ui';
import type { PropertySummary } from '../../lib/listing/propertyModel';

type Priced = Pick<PropertySummary, 'price' | 'discountedPrice' | 'size' | 'rentPeriod'>;

/**
 * What a buyer pays per m² (the price after any discount, over the size) in the visitor's currency (header switch),
 * as `formatPrice` writes prices: "1,250 USD/m²", "1,250 دولار/م²"; a rent says its period, as its price does
 * ("12 USD/m² / month"). Null without a size to divide by.
 */
export function usePricePerSqm(property: Priced): string | null {
  const { t, i18n } = useTranslation('property');
  const symbol = useSession((state) => state.symbol);
  const shown = pick(property.discountedPrice ?? property.price, symbol);
  if (!shown || !property.size || property.size <= 0) return null;
  const perSqm = t('card.perSqm', { price: formatPrice(shown.amount / property.size, shown.symbol, i18n.language) });
  return property.rentPeriod ? `${perSqm} ${t(`card.per.${property.rentPeriod}`)}` : perSqm;
}

/** The price per m² line under a card's price; nothing when the listing has no size. */
export function PricePerSqm({ property, className }: { property: Priced; className: string }) {
  const text = usePricePerSqm(property);
  if (!text) return null;
  return (
    <p className={className} data-testid="price-per-sqm">
      {/* Read left to right in both languages, like the price above it. */}
      <bdi>{text}</bdi>
    </p>
  );
}
