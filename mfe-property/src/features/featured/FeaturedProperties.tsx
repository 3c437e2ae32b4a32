// Exposed as "property/FeaturedProperties": the home page's featured-properties strip.
import { useEffect, useState } from 'react';
import { isHttpError, LoadingText, SHARED_INSTANCE_ID, useTranslation } from '@souq/shared';
import { PropertyCard } from '../cards/PropertyCard';
import type { ApiPropertyCard } from '../listing/api/apiTypes';
import { toSummary } from '../listing/api/toProperty';
import { LIST_PATH } from '../routes/paths';
import { Link } from '@souq/shared/mini-router';
import { getFeatured } from './getFeatured';
import '../../i18n/listingTranslations';
import './featured.css';

function FeaturedList() {
  const { t, i18n } = useTranslation('property');
  const [items, setItems] = useState<ApiPropertyCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getFeatured(controller.signal).then(setItems, (error: unknown) => {
      if (!(isHttpError(error) && error.kind === 'cancelled')) setFailed(true);
    });
    return () => controller.abort();
  }, []);
  if (failed || (items && items.length === 0)) return <p className="pp-featured__empty">{t('featured.empty')}</p>;
  if (!items) return <LoadingText />;
  return (
    <>
      <ul className="pp-featured__strip">
        {items.map((item) => (
          <li key={item.id}>
            <PropertyCard property={toSummary(item, i18n.language)} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link className="pp-featured__all" to={LIST_PATH}>
        {t('featured.viewAll')}
      </Link>
    </>
  );
}

export default function FeaturedProperties() {
  return (
    <div className="pp-featured" data-remote="property" data-shared-instance={SHARED_INSTANCE_ID}>
      <FeaturedList />
    </div>
  );
}
