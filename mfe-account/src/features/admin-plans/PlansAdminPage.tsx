import { useTranslation } from '@souq/shared';

/** Plans, per-ad options and their prices. */
export default function PlansAdminPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.plans')}</p>;
}
