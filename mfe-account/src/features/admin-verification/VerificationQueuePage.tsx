import { useTranslation } from '@souq/shared';

/** Ownership documents and licences awaiting approval. */
export default function VerificationQueuePage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.verification')}</p>;
}
