import { useTranslation } from '@souq/shared';
import { SORTS, type SortOrder } from './searchFilters';

export function SortControl({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const { t } = useTranslation('auto');
  return (
    <label className="ap-sort">
      <span>{t('sort.label')}</span>
      <select name="sort" value={value} onChange={(event) => onChange(event.target.value as SortOrder)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
