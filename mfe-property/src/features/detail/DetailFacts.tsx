import { formatDate, formatNumber, useTranslation } from '@souq/shared';
import type { PropertyDetail } from '../../lib/listing/propertyModel';

export function DetailFacts({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('property');
  const rows: [string, string][] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) rows.push([t(`detail.facts.${key}`), value]);
  };
  add('listingType', property.listingType ? t(`card.${property.listingType}`) : null);
  add('rentPeriod', property.rentPeriod ? t(`filters.rentPeriods.${property.rentPeriod}`) : null);
  add(
    'propertyType',
    property.propertyType ? t(`propertyTypes.${property.propertyType}`, { defaultValue: property.propertyType }) : null,
  );
  add('bedrooms', property.bedrooms ? formatNumber(property.bedrooms) : null);
  add('bathrooms', property.bathrooms ? formatNumber(property.bathrooms) : null);
  add('size', property.size === null ? null : t('card.size', { size: formatNumber(property.size) }));
  add('ownershipDocument', property.ownershipDocument ? t(`ownershipDocuments.${property.ownershipDocument}`) : null);
  add('furnished', property.furnished ? t(`filters.furnishedOptions.${property.furnished}`) : null);
  add('floor', property.floor);
  add('listed', property.createdAt ? formatDate(property.createdAt) : null);
  add('reference', property.id);
  return (
    <dl className="pp-detail__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
