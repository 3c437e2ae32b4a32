import { formatDate, formatPrice, useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { pick, type Money } from './money';
import { addSheet } from './sheet';

/** The price a buyer paid from a date on. */
export interface PricePoint {
  date: string;
  price: Money;
}

const historyCss = (p: string) => `
.${p}-price-history { border: 1px solid var(--souq-line, #e3e7ec); border-radius: var(--souq-radius, 8px); padding: 12px 14px; background: #fff; }
.${p}-price-history table { border-collapse: collapse; inline-size: 100%; }
.${p}-price-history caption { text-align: start; font-weight: 600; margin-block-end: 6px; }
.${p}-price-history th, .${p}-price-history td { text-align: start; padding: 4px 8px 4px 0; border-block-start: 1px solid var(--souq-line, #e3e7ec); }
.${p}-price-history thead th { border-block-start: 0; font-weight: 500; color: #5b6675; }`;

/**
 * A listing's price history (the API's `price_history`), newest first, in the visitor's currency (header switch) and
 * with docs/product/constants.md's dates; nothing when the price never changed. Texts: the namespace's `priceHistory`.
 */
export function PriceHistory({ ui, points }: { ui: ListingUi; points: PricePoint[] }) {
  const { t, i18n } = useTranslation(ui.ns);
  const symbol = useSession((state) => state.symbol);
  addSheet(`price-history-${ui.prefix}`, historyCss(ui.prefix));
  if (points.length < 2) return null;
  const rows = [...points].reverse();
  return (
    <section className={`${ui.prefix}-price-history`} data-testid="price-history">
      <table>
        <caption>{t('priceHistory.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceHistory.date')}</th>
            <th scope="col">{t('priceHistory.price')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((point, index) => {
            const shown = pick(point.price, symbol);
            return (
              <tr key={`${point.date}-${index}`}>
                <td>
                  <bdi>{formatDate(point.date)}</bdi>
                </td>
                <td>
                  <bdi>{shown ? formatPrice(shown.amount, shown.symbol, i18n.language) : ''}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
