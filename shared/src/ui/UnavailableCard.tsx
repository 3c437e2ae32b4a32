import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown in place of a section (usually a remote) that failed to load or crashed; the rest of the page keeps working. */
export function UnavailableCard({ onRetry, className }: { onRetry?: () => void; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={className}>
      <Result
        status="warning"
        title={t('unavailable.title')}
        subTitle={t('unavailable.text')}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {t('unavailable.retry')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
