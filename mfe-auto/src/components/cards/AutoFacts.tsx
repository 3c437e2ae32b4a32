import { formatNumber, useTranslation } from '@souq/shared';
import type { AutoSummary } from '../../lib/listing/autoModel';

/** Key facts of a listing: year, mileage, transmission, fuel. */
export function AutoFacts({ auto }: { auto: AutoSummary }) {
  const { t } = useTranslation('auto');
  const facts: [string, string][] = [
    ['year', String(auto.year)],
    ['mileage', t('card.mileage', { km: formatNumber(auto.mileageKm) })],
  ];
  if (auto.transmission)
    facts.push(['transmission', t(`card.transmissions.${auto.transmission}`, { defaultValue: auto.transmission })]);
  if (auto.fuelType) facts.push(['fuel', t(`card.fuelTypes.${auto.fuelType}`, { defaultValue: auto.fuelType })]);
  return (
    <ul className="ap-facts">
      {facts.map(([kind, fact]) => (
        <li key={kind} data-fact={kind}>
          {/* Years and distances read left to right in Arabic too. */}
          <bdi>{fact}</bdi>
        </li>
      ))}
    </ul>
  );
}
