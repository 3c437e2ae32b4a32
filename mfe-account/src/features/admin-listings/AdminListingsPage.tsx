import { useTranslation } from '@souq/shared';

/** Any listing: search, hide with a reason, restore. */
export default function AdminListingsPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.listings')}</p>;
}
