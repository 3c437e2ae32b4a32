// Exposed as "auto/FeaturedAutos": the home page's featured-cars strip.
import { useEffect, useState } from 'react';
import { isHttpError, LoadingText, SHARED_INSTANCE_ID, useTranslation } from '@souq/shared';
import { AutoCard } from '../cards/AutoCard';
import type { ApiAutoCard } from '../listing/api/apiTypes';
import { toSummary } from '../listing/api/toAuto';
import { LIST_PATH } from '../routes/paths';
import { Link } from '@souq/shared/mini-router';
import { getFeatured } from './getFeatured';
import '../../i18n/cardTranslations';
import './featured.css';

function FeaturedList() {
  const { t, i18n } = useTranslation('auto');
  const [items, setItems] = useState<ApiAutoCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getFeatured(controller.signal).then(setItems, (error: unknown) => {
      if (!(isHttpError(error) && error.kind === 'cancelled')) setFailed(true);
    });
    return () => controller.abort();
  }, []);
  if (failed || (items && items.length === 0)) return <p className="ap-featured__empty">{t('featured.empty')}</p>;
  if (!items) return <LoadingText />;
  return (
    <>
      <ul className="ap-featured__strip">
        {items.map((item) => (
          <li key={item.id}>
            <AutoCard auto={toSummary(item, i18n.language)} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link className="ap-featured__all" to={LIST_PATH}>
        {t('featured.viewAll')}
      </Link>
    </>
  );
}

export default function FeaturedAutos() {
  return (
    <div className="ap-featured" data-remote="auto" data-shared-instance={SHARED_INSTANCE_ID}>
      <FeaturedList />
    </div>
  );
}
