// Exposed as "property/FeaturedProperties": the home page's featured-properties strip.
import { SHARED_INSTANCE_ID, useTranslation } from '@souq/shared';
import '../../i18n/translations';
import '../../app/remote.css';

export default function FeaturedProperties() {
  const { t } = useTranslation('property');
  return (
    <div className="mfe-featured" data-remote="property" data-shared-instance={SHARED_INSTANCE_ID}>
      <p>{t('featured.pending')}</p>
    </div>
  );
}
