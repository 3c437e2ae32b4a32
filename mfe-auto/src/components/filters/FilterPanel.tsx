import {
  FilterForm,
  SegmentedChoice,
  useBudgetCurrency,
  useFilterPanel,
  VerifiedOnlyFilter,
  type FilterPanelProps,
} from '@souq/shared/listing-ui';
import { useAutoMaster } from '../../lib/listing/api/getAutoMaster';
import { AUTO_UI } from '../../lib/listing/listingUi';
import {
  EMPTY_FILTERS,
  VOCABULARY,
  filtersValid,
  searchToParams,
  withCatalogue,
  type AutoFilters,
  type EnumFilter,
} from '../../lib/searchFilters';
import { CatalogueSelects } from './CatalogueSelects';
import { EnumSelect } from './EnumSelect';
import { RangeFields } from './RangeFields';
import './controlStyles';
import './filters.css';

/** The enum filters shown as selects, most asked-for first; the status is the segmented control on top. */
const SELECTS: EnumFilter[] = [
  'vehicle_type',
  'condition',
  'body_type',
  'fuel_type',
  'transmission',
  'drive_type',
  'cylinders',
  'seat_type',
  'import_origin',
  'color',
];

/** The status, the brand → class → model cascade, year, price and mileage, and the enum selects. */
export function FilterPanel(props: FilterPanelProps<AutoFilters>) {
  const { t, master, panel, form } = useFilterPanel(props, {
    ui: AUTO_UI,
    useMaster: useAutoMaster,
    valid: filtersValid,
    toParams: searchToParams,
    empty: EMPTY_FILTERS,
  });
  const { draft, setDraft, choose } = panel;

  const budget = useBudgetCurrency({ min: draft.min_price, max: draft.max_price, currency: draft.currency });

  return (
    <FilterForm {...form}>
      <SegmentedChoice
        ui={AUTO_UI}
        legend={t('filters.vehicle_status')}
        name="vehicle_status"
        values={['', ...VOCABULARY.vehicle_status]}
        value={draft.vehicle_status}
        label={(value) => t(value ? `filters.statuses.${value}` : 'filters.any')}
        onChoose={(value) => choose({ ...draft, vehicle_status: value })}
      />

      <VerifiedOnlyFilter
        ui={AUTO_UI}
        checked={draft.verified === '1'}
        onChange={(checked) => choose({ ...draft, verified: checked ? '1' : '' })}
      />

      <CatalogueSelects filters={draft} onChange={(level, value) => choose(withCatalogue(draft, level, value))} />

      <RangeFields
        range="year"
        legend={t('filters.year')}
        min={draft.min_year}
        max={draft.max_year}
        onChange={(min_year, max_year) => setDraft({ ...draft, min_year, max_year })}
      />
      <RangeFields
        range="price"
        legend={t('filters.price', { currency: budget.label })}
        min={draft.min_price}
        max={draft.max_price}
        onChange={(min_price, max_price) => setDraft({ ...draft, min_price, max_price, currency: budget.currency })}
      />
      <RangeFields
        range="mileage"
        legend={t('filters.mileage')}
        min={draft.min_mileage}
        max={draft.max_mileage}
        onChange={(min_mileage, max_mileage) => setDraft({ ...draft, min_mileage, max_mileage })}
      />

      <div className="ap-filter-grid">
        {SELECTS.map((field) => (
          <EnumSelect
            key={field}
            field={field}
            master={master.data}
            value={draft[field]}
            onChange={(value) => choose({ ...draft, [field]: value })}
          />
        ))}
      </div>
    </FilterForm>
  );
}
