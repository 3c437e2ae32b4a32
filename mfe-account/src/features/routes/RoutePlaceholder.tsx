import { useLocation } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { SessionStatus } from '../session/SessionStatus';

/**
 * Stands in for a page of this remote until its own release: it names the route, in the visitor's
 * language, and shows who is browsing, so the wiring (routing, session, language) can be checked end to end.
 */
export function RoutePlaceholder({ routeKey, id }: { routeKey: string; id?: string }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
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
