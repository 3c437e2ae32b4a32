import { useTranslation } from '@souq/shared';
import { localName } from '@souq/shared/listing-ui';
import type { ApiAutoMaster } from '../../lib/listing/api/apiTypes';
import { VOCABULARY, type EnumFilter } from '../../lib/searchFilters';

/** Where each filter's labelled choices are in the master data. */
export const MASTER_LISTS = {
  vehicle_type: 'vehicle_types',
  condition: 'conditions',
  transmission: 'transmissions',
  seat_type: 'seat_types',
  cylinders: 'cylinders',
  import_origin: 'import_origins',
  fuel_type: 'fuel_types',
  body_type: 'body_types',
  drive_type: 'drive_types',
  color: 'colors',
  vehicle_status: 'vehicle_statuses',
} as const satisfies Record<EnumFilter, keyof ApiAutoMaster>;

/** The label of one vocabulary value in the reader's language; the value itself until the master data is there. */
export function vocabularyLabel(
  master: ApiAutoMaster | null,
  field: EnumFilter,
  value: string,
  language: string,
): string {
  const list = master?.[MASTER_LISTS[field]] as
    { value: string | number; name_en: string; name_ar: string }[] | undefined;
  const option = list?.find((entry) => String(entry.value) === value);
  return option ? localName(option, language) : value;
}

interface EnumSelectProps {
  field: EnumFilter;
  master: ApiAutoMaster | null;
  value: string;
  onChange: (value: string) => void;
}

export function EnumSelect({ field, master, value, onChange }: EnumSelectProps) {
  const { t, i18n } = useTranslation('auto');
  return (
    <label className="ap-filter">
      <span>{t(`filters.${field}`)}</span>
      <select name={field} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('filters.any')}</option>
        {VOCABULARY[field].map((option) => (
          <option key={option} value={option}>
            {vocabularyLabel(master, field, option, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );
}
