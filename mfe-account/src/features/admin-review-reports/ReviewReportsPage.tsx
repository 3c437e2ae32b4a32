import { useTranslation } from '@souq/shared';

/** Reported reviews and agents, with their decisions. */
export default function ReviewReportsPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.reviewReports')}</p>;
}
