import { useTranslation } from '@souq/shared';

/** "… could not be loaded. [Try again]" */
export function RetryLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <p className="agp-retry">
      {message}{' '}
      <button type="button" className="agp-button" onClick={onRetry}>
        {t('agentProfile.retry')}
      </button>
    </p>
  );
}
