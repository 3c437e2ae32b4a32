import { useTranslation } from '@souq/shared';
import { localName } from '../listing/api/toProperty';
import { usePlaces } from '../location/getPlaces';
import { LOCATION_LEVELS, type LocationLevel, type PropertyFilters } from '../search/searchFilters';

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

function PlaceSelect({ level, parentId, value, onChange }: { level: LocationLevel; parentId: string | null; value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation('property');
  const places = usePlaces(level, parentId);
  const waitingForParent = level !== 'governorate' && !parentId;
  const options = places.data ?? [];
  // A level with no places under its parent (e.g. a village without neighbourhoods) is left out.
  if (!waitingForParent && places.data && options.length === 0 && !value) return null;
  return (
    <label className="pp-filter">
      <span>{t(`filters.${level}`)}</span>
      <select
        name={URL_NAME[level]}
        value={value}
        disabled={waitingForParent}
        aria-busy={places.loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t(ALL_LABEL[level])}</option>
        {/* Keep a chosen place selectable while its list is still loading. */}
        {value && !options.some((place) => String(place.id) === value) && <option value={value}>{value}</option>}
        {options.map((place) => (
          <option key={place.id} value={String(place.id)}>
            {localName(place, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Governorate → city → neighbourhood → sub-neighbourhood; each list loads once its parent is chosen. */
export function LocationSelects({ filters, onChange }: { filters: PropertyFilters; onChange: (level: LocationLevel, value: string) => void }) {
  return (
    <>
      {LOCATION_LEVELS.map((level, index) => {
        const parentLevel = index > 0 ? LOCATION_LEVELS[index - 1] : undefined;
        const parent = parentLevel ? filters[parentLevel] || null : null;
        // Deeper levels appear once their parent is chosen, so the panel stays short.
        if (index > 1 && !parent) return null;
        return <PlaceSelect key={level} level={level} parentId={parent} value={filters[level]} onChange={(value) => onChange(level, value)} />;
      })}
    </>
  );
}
