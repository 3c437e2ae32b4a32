import {
  FilterForm,
  localName,
  SegmentedChoice,
  useBudgetCurrency,
  useFilterPanel,
  VerifiedOnlyFilter,
  type FilterPanelProps,
} from '@souq/shared/listing-ui';
import { usePropertyMaster } from '../../lib/listing/api/getPropertyMaster';
import { PROPERTY_UI } from '../../lib/listing/listingUi';
import { OWNERSHIP_DOCUMENTS } from '../../lib/listing/propertyModel';
import {
  EMPTY_FILTERS,
  FURNISHED_VALUES,
  LISTING_TYPES,
  RENT_PERIODS,
  filtersValid,
  searchToParams,
  withLocation,
  type PropertyFilters,
} from '../../lib/searchFilters';
import { LocationSelects } from './LocationSelects';
import { RangeFields } from './RangeFields';
import './controlStyles';
import './filters.css';

const DEFAULT_ROOM_OPTIONS = [1, 2, 3, 4, 5];

/** Listing type and rent period, the place cascade, type, budget, rooms, size, furnishing, ownership document and amenities. */
export function FilterPanel(props: FilterPanelProps<PropertyFilters>) {
  const {
    t,
    lng: language,
    master,
    panel,
    form,
  } = useFilterPanel(props, {
    ui: PROPERTY_UI,
    useMaster: usePropertyMaster,
    valid: filtersValid,
    toParams: searchToParams,
    empty: EMPTY_FILTERS,
  });
  const { draft, setDraft, choose } = panel;

  const roomOptions = master.data?.room_options?.length ? master.data.room_options : DEFAULT_ROOM_OPTIONS;
  const roomChoices = roomOptions.map((count, index) =>
    index === roomOptions.length - 1 ? `${count}+` : String(count),
  );
  const budget = useBudgetCurrency({ min: draft.minPrice, max: draft.maxPrice, currency: draft.currency });

  return (
    <FilterForm {...form}>
      <SegmentedChoice
        ui={PROPERTY_UI}
        legend={t('filters.listingType')}
        name="listing_type"
        values={['', ...LISTING_TYPES] as const}
        value={draft.listingType}
        label={(value) => t(value ? `filters.${value}` : 'filters.any')}
        // A period narrows rents only: another listing type drops it.
        onChoose={(value) =>
          choose({ ...draft, listingType: value, rentPeriod: value === 'rent' ? draft.rentPeriod : '' })
        }
      />

      {(draft.listingType === 'rent' || draft.rentPeriod) && (
        <label className="pp-filter">
          <span>{t('filters.rentPeriod')}</span>
          <select
            name="rent_period"
            value={draft.rentPeriod}
            onChange={(event) => choose({ ...draft, rentPeriod: event.target.value as PropertyFilters['rentPeriod'] })}
          >
            <option value="">{t('filters.any')}</option>
            {RENT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`filters.rentPeriods.${value}`)}
              </option>
            ))}
          </select>
        </label>
      )}

      <VerifiedOnlyFilter
        ui={PROPERTY_UI}
        checked={draft.verified === '1'}
        onChange={(checked) => choose({ ...draft, verified: checked ? '1' : '' })}
      />

      <LocationSelects filters={draft} onChange={(level, value) => choose(withLocation(draft, level, value))} />

      <label className="pp-filter">
        <span>{t('filters.propertyType')}</span>
        <select
          name="property_type"
          value={draft.propertyType}
          onChange={(event) => choose({ ...draft, propertyType: event.target.value })}
        >
          <option value="">{t('filters.anyType')}</option>
          {(master.data?.property_types ?? []).map((type) => (
            <option key={type.value} value={type.value}>
              {localName(type, language)}
            </option>
          ))}
          {draft.propertyType && !master.data && (
            <option value={draft.propertyType}>
              {t(`propertyTypes.${draft.propertyType}`, { defaultValue: draft.propertyType })}
            </option>
          )}
        </select>
      </label>

      <RangeFields
        legend={t('filters.budget', { currency: budget.label })}
        field={t('filters.budget', { currency: budget.label })}
        name="price"
        min={draft.minPrice}
        max={draft.maxPrice}
        onChange={(minPrice, maxPrice) => setDraft({ ...draft, minPrice, maxPrice, currency: budget.currency })}
      />

      <div className="pp-filter-row">
        {(['bedrooms', 'bathrooms'] as const).map((field) => (
          <label key={field} className="pp-filter">
            <span>{t(`filters.${field}`)}</span>
            <select
              name={field}
              value={draft[field]}
              onChange={(event) => choose({ ...draft, [field]: event.target.value })}
            >
              <option value="">{t('filters.any')}</option>
              {roomChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice.endsWith('+') ? t('filters.atLeast', { count: Number(choice.slice(0, -1)) }) : choice}
                </option>
              ))}
              {draft[field] && !roomChoices.includes(draft[field]) && (
                <option value={draft[field]}>{draft[field]}</option>
              )}
            </select>
          </label>
        ))}
      </div>

      <RangeFields
        legend={t('filters.size')}
        field={t('filters.size')}
        name="size"
        min={draft.minSize}
        max={draft.maxSize}
        onChange={(minSize, maxSize) => setDraft({ ...draft, minSize, maxSize })}
      />

      <label className="pp-filter">
        <span>{t('filters.furnished')}</span>
        <select
          name="furnished"
          value={draft.furnished}
          onChange={(event) => choose({ ...draft, furnished: event.target.value as PropertyFilters['furnished'] })}
        >
          <option value="">{t('filters.any')}</option>
          {FURNISHED_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`filters.furnishedOptions.${value}`)}
            </option>
          ))}
        </select>
      </label>

      {/* Any of the kinds ticked (the amenities below want every one ticked). */}
      <fieldset className="pp-filter pp-amenities">
        <legend>{t('filters.ownershipDocument')}</legend>
        {OWNERSHIP_DOCUMENTS.map((document) => (
          <label key={document}>
            <input
              type="checkbox"
              name="ownership_document"
              value={document}
              checked={draft.ownershipDocuments.includes(document)}
              onChange={(event) =>
                choose({
                  ...draft,
                  ownershipDocuments: event.target.checked
                    ? [...draft.ownershipDocuments, document]
                    : draft.ownershipDocuments.filter((value) => value !== document),
                })
              }
            />
            {t(`ownershipDocuments.${document}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className="pp-filter pp-amenities">
        <legend>{t('filters.amenities')}</legend>
        {(master.data?.amenities ?? []).map((amenity) => (
          <label key={amenity.value}>
            <input
              type="checkbox"
              name="amenities"
              value={amenity.value}
              checked={draft.amenities.includes(amenity.value)}
              onChange={(event) =>
                choose({
                  ...draft,
                  amenities: event.target.checked
                    ? [...draft.amenities, amenity.value]
                    : draft.amenities.filter((value) => value !== amenity.value),
                })
              }
            />
            {localName(amenity, language)}
          </label>
        ))}
      </fieldset>
    </FilterForm>
  );
}
