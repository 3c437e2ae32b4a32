import { useTranslation } from '@souq/shared';

/** Reported listings, each with its reports and the decisions hide / restore / dismiss. */
export default function ListingReportsPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.listingReports')}</p>;
}
