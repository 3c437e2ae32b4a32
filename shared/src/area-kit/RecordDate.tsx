import { formatDate, useTranslation } from '@souq/shared';
import { AREA_NS } from './area-texts';

/** A date of the record per docs/product/constants.md ('Sat, Nov 21, 2026'), read left to right on Arabic pages too; a dash for none. */
export function RecordDate({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation(AREA_NS);
  const text = formatDate(value);
  if (!text) return <>{t('paymentRecord.none')}</>;
  return (
    <time dateTime={value ?? undefined} dir="ltr">
      {text}
    </time>
  );
}
