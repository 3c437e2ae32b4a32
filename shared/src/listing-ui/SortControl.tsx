import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';

interface SortControlProps<S extends string> {
  ui: ListingUi;
  /** The orders offered, each named by the remote's `sort.<order>` text. */
  sorts: readonly S[];
  value: S;
  onChange: (sort: S) => void;
}

export function SortControl<S extends string>({ ui, sorts, value, onChange }: SortControlProps<S>) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  return (
    <label className={`${p}sort`}>
      <span>{t('sort.label')}</span>
      <select name="sort" value={value} onChange={(event) => onChange(event.target.value as S)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
