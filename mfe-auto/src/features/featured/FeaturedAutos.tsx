// Exposed as "auto/FeaturedAutos": the home page's featured-cars strip.
import { SHARED_INSTANCE_ID, useTranslation } from '@souq/shared';
import '../../i18n/translations';
import '../../app/remote.css';

export default function FeaturedAutos() {
  const { t } = useTranslation('auto');
  return (
    <div className="mfe-featured" data-remote="auto" data-shared-instance={SHARED_INSTANCE_ID}>
      <p>{t('featured.pending')}</p>
    </div>
  );
}
