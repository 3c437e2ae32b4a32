import { useTranslation } from '@souq/shared';

/** The admin's dashboard: the count of every queue, each a link to it. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.dashboard')}</p>;
}
