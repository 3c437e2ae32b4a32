import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from '@souq/shared';
import { SessionStatus } from '../session/SessionStatus';

/**
 * Stands in for a page of this remote until its own release: it names the route, in the visitor's
 * language, and shows who is browsing, so the wiring (routing, session, language) can be checked end to end.
 */
export function RoutePlaceholder({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const { id } = useParams();
  return (
    <article className="mfe-placeholder" data-route={routeKey}>
      <h2>{t(`routes.${routeKey}`)}</h2>
      <p>
        {t('placeholder.route')} <code dir="ltr">{pathname}</code>
      </p>
      {id !== undefined && <p>{t('placeholder.id', { id })}</p>}
      <SessionStatus />
      <p className="mfe-placeholder__note">{t('placeholder.pending')}</p>
    </article>
  );
}
