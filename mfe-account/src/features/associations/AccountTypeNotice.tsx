import { Link } from '@souq/shared/mini-router';
import { useSession, useTranslation } from '@souq/shared';
import '../../i18n/associationsTexts';

/** What a page for one account type says to the other types; the other association page's link for those who have one. */
export function AccountTypeNotice({ page }: { page: 'corporate' | 'agent' }) {
  const { t } = useTranslation('account');
  const userType = useSession((state) => state.user?.user_type);
  const other =
    page === 'corporate'
      ? userType === 'Agent'
        ? { to: '/associated-corporates', text: t('associations.agentPage') }
        : null
      : userType === 'Corporate'
        ? { to: '/associated-agent', text: t('associations.corporatePage') }
        : null;
  return (
    <p role="status" className="associations__notice">
      {t(page === 'corporate' ? 'associations.onlyCorporate' : 'associations.onlyAgent')}
      {other && (
        <>
          {' '}
          <Link to={other.to}>{other.text}</Link>
        </>
      )}
    </p>
  );
}

/** The failed state of an association page, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="associations__failed">
      <p>{t('associations.loadFailed')}</p>
      <button type="button" className="acc-button" onClick={onRetry}>
        {t('associations.retry')}
      </button>
    </div>
  );
}
