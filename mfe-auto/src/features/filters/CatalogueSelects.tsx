import { useTranslation } from '@souq/shared';
import type { ApiCatalogueItem } from '../listing/api/apiTypes';
import { useAutoMaster, useBrandClasses, useClassModels } from '../listing/api/getAutoMaster';
import { localName } from '../listing/api/toAuto';
import type { AutoFilters, CatalogueLevel } from '../search/searchFilters';

interface StepProps {
  level: CatalogueLevel;
  items: ApiCatalogueItem[] | null;
  loading: boolean;
  /** Waiting for the step before it to be chosen. */
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
}

function CatalogueSelect({ level, items, loading, disabled, value, onChange }: StepProps) {
  const { t, i18n } = useTranslation('auto');
  const options = items ?? [];
  return (
    <label className="ap-filter">
      <span>{t(`filters.${level}`)}</span>
      <select name={level} value={value} disabled={disabled} aria-busy={loading || undefined} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t(`filters.all.${level}`)}</option>
        {/* Keep a chosen step selectable while its list is still loading. */}
        {value && !options.some((item) => String(item.id) === value) && <option value={value}>{value}</option>}
        {options.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {localName(item, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Brand → class → model: each list loads once the step before it is chosen. */
export function CatalogueSelects({ filters, onChange }: { filters: AutoFilters; onChange: (level: CatalogueLevel, value: string) => void }) {
  const master = useAutoMaster();
  const classes = useBrandClasses(filters.brand_id || null);
  const models = useClassModels(filters.class_id || null);
  return (
    <>
      <CatalogueSelect level="brand_id" items={master.data?.brands ?? null} loading={master.loading} disabled={false} value={filters.brand_id} onChange={(value) => onChange('brand_id', value)} />
      <CatalogueSelect level="class_id" items={classes.data} loading={classes.loading} disabled={!filters.brand_id} value={filters.class_id} onChange={(value) => onChange('class_id', value)} />
      <CatalogueSelect level="model_id" items={models.data} loading={models.loading} disabled={!filters.class_id} value={filters.model_id} onChange={(value) => onChange('model_id', value)} />
    </>
  );
}
