import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@souq/shared';
import { usePageTrail } from '../../hooks/usePageTrail';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const trail = usePageTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav className="souq-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.labelKey}-${index}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
