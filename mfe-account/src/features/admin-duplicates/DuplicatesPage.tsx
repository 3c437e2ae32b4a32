import { useTranslation } from '@souq/shared';

/** Listings flagged as repeating someone else's. */
export default function DuplicatesPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.duplicates')}</p>;
}
