import { formatDate, formatNumber, formatPrice, useSession, useTranslation } from '@souq/shared';
import { vocabularyLabel } from '../../components/filters/EnumSelect';
import type { ApiAutoMaster } from '../../lib/listing/api/apiTypes';
import { pick } from '@souq/shared/listing-ui';
import type { AutoDetail } from '../../lib/listing/autoModel';
import type { EnumFilter } from '../../lib/searchFilters';

/** Every field of an auto listing (docs/product/data.md) as a two-column table; a field the seller left empty says so. */
export function SpecTable({ auto, master }: { auto: AutoDetail; master: ApiAutoMaster | null }) {
  const { t, i18n } = useTranslation('auto');
  const symbol = useSession((state) => state.symbol);
  const lng = i18n.language;
  const label = (field: EnumFilter, value: string | number | null) =>
    value === null || value === '' ? null : vocabularyLabel(master, field, String(value), lng);
  const money = (value: AutoDetail['price']) => {
    const shown = pick(value, symbol);
    return shown ? formatPrice(shown.amount, shown.symbol, lng) : null;
  };
  const discounted = auto.discountPercent > 0 && auto.discountedPrice;

  const rows: [string, string | null][] = [
    ['brand', auto.brand],
    ['class', auto.className],
    ['model', auto.model],
    ['trim', auto.trim || null],
    ['year', String(auto.year)],
    ['vehicle_type', label('vehicle_type', auto.vehicleType)],
    ['condition', label('condition', auto.condition)],
    ['transmission', label('transmission', auto.transmission)],
    ['seat_type', label('seat_type', auto.seatType)],
    ['cylinders', label('cylinders', auto.cylinders)],
    ['import_origin', label('import_origin', auto.importOrigin)],
    ['fuel_type', label('fuel_type', auto.fuelType)],
    ['mileage', t('card.mileage', { km: formatNumber(auto.mileageKm) })],
    ['body_type', label('body_type', auto.bodyType)],
    ['color', label('color', auto.color)],
    ['drive_type', label('drive_type', auto.driveType)],
    ['price', money(auto.price)],
    ['discount', auto.discountPercent > 0 ? `${auto.discountPercent}%` : null],
    ['discounted_price', discounted ? money(auto.discountedPrice as AutoDetail['price']) : null],
    ['vehicle_status', label('vehicle_status', auto.sold ? 'sold' : 'available')],
    ['listed', auto.createdAt ? formatDate(auto.createdAt) : null],
    ['reference', auto.id],
  ];
  return (
    <table className="ap-spec">
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key} data-field={key}>
            <th scope="row">{t(`detail.facts.${key}`)}</th>
            <td>
              {value === null ? <span className="ap-spec__empty">{t('detail.notGiven')}</span> : <bdi>{value}</bdi>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
