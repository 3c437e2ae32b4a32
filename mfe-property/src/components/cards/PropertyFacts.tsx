import { formatNumber, useTranslation } from '@souq/shared';
import type { PropertySummary } from '../../lib/listing/propertyModel';

/** Key facts of a listing: type, bedrooms, bathrooms, size. */
export function PropertyFacts({ property }: { property: PropertySummary }) {
  const { t } = useTranslation('property');
  const facts: string[] = [];
  if (property.propertyType)
    facts.push(t(`propertyTypes.${property.propertyType}`, { defaultValue: property.propertyType }));
  // Land, farms and shops usually have no rooms to count: "0 bedrooms" would say nothing.
  if (property.bedrooms) facts.push(t('card.bedrooms', { count: property.bedrooms }));
  if (property.bathrooms) facts.push(t('card.bathrooms', { count: property.bathrooms }));
  if (property.size !== null) facts.push(t('card.size', { size: formatNumber(property.size) }));
  if (facts.length === 0) return null;
  return (
    <ul className="pp-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
