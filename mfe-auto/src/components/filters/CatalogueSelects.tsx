import { useTranslation } from '@souq/shared';
import { CascadeSelect, localName } from '@souq/shared/listing-ui';
import type { ApiCatalogueItem } from '../../lib/listing/api/apiTypes';
import { useAutoMaster, useBrandClasses, useClassModels } from '../../lib/listing/api/getAutoMaster';
import { AUTO_UI } from '../../lib/listing/listingUi';
import { CATALOGUE_LEVELS, type AutoFilters, type CatalogueLevel } from '../../lib/searchFilters';

/** Brand → class → model: each list loads once the step before it is chosen. */
export function CatalogueSelects({
  filters,
  onChange,
}: {
  filters: AutoFilters;
  onChange: (level: CatalogueLevel, value: string) => void;
}) {
  const { t, i18n } = useTranslation('auto');
  const master = useAutoMaster();
  const classes = useBrandClasses(filters.brand_id || null);
  const models = useClassModels(filters.class_id || null);
  const steps = {
    brand_id: { data: master.data?.brands ?? null, loading: master.loading },
    class_id: classes,
    model_id: models,
  };
  return (
    <>
      {CATALOGUE_LEVELS.map((level, index) => (
        <CascadeSelect<ApiCatalogueItem>
          key={level}
          ui={AUTO_UI}
          label={t(`filters.${level}`)}
          all={t(`filters.all.${level}`)}
          name={level}
          items={steps[level].data}
          loading={steps[level].loading}
          disabled={index > 0 && !filters[CATALOGUE_LEVELS[index - 1]!]}
          value={filters[level]}
          optionLabel={(item) => localName(item, i18n.language)}
          onChange={(value) => onChange(level, value)}
        />
      ))}
    </>
  );
}
