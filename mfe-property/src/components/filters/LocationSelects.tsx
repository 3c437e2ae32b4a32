import { useTranslation } from '@souq/shared';
import { CascadeSelect, localName } from '@souq/shared/listing-ui';
import { PROPERTY_UI } from '../../lib/listing/listingUi';
import { usePlaces } from '../../lib/getPlaces';
import { LOCATION_LEVELS, type LocationLevel, type PropertyFilters } from '../../lib/searchFilters';

const ALL_LABEL: Record<LocationLevel, string> = {
  governorate: 'filters.allGovernorates',
  city: 'filters.allCities',
  neighborhood: 'filters.allNeighborhoods',
  subNeighborhood: 'filters.allSubNeighborhoods',
};

const URL_NAME: Record<LocationLevel, string> = {
  governorate: 'governorate',
  city: 'city',
  neighborhood: 'neighborhood',
  subNeighborhood: 'sub_neighborhood',
};

function PlaceSelect({
  level,
  parentId,
  value,
  onChange,
}: {
  level: LocationLevel;
  parentId: string | null;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation('property');
  const places = usePlaces(level, parentId);
  const waitingForParent = level !== 'governorate' && !parentId;
  // A level with no places under its parent (e.g. a village without neighbourhoods) is left out.
  if (!waitingForParent && places.data && places.data.length === 0 && !value) return null;
  return (
    <CascadeSelect
      ui={PROPERTY_UI}
      label={t(`filters.${level}`)}
      all={t(ALL_LABEL[level])}
      name={URL_NAME[level]}
      items={places.data}
      loading={places.loading}
      disabled={waitingForParent}
      value={value}
      optionLabel={(place) => localName(place, i18n.language)}
      onChange={onChange}
    />
  );
}

/** Governorate → city → neighbourhood → sub-neighbourhood; each list loads once its parent is chosen. */
export function LocationSelects({
  filters,
  onChange,
}: {
  filters: PropertyFilters;
  onChange: (level: LocationLevel, value: string) => void;
}) {
  return (
    <>
      {LOCATION_LEVELS.map((level, index) => {
        const parentLevel = index > 0 ? LOCATION_LEVELS[index - 1] : undefined;
        const parent = parentLevel ? filters[parentLevel] || null : null;
        // Deeper levels appear once their parent is chosen, so the panel stays short.
        if (index > 1 && !parent) return null;
        return (
          <PlaceSelect
            key={level}
            level={level}
            parentId={parent}
            value={filters[level]}
            onChange={(value) => onChange(level, value)}
          />
        );
      })}
    </>
  );
}
