import { useTranslation } from '@souq/shared';

/** The audit log of every admin action, filtered. */
export default function AuditLogPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.auditLog')}</p>;
}
