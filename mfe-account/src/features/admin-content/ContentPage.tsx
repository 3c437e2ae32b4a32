import { useTranslation } from '@souq/shared';

/** Static pages, FAQ and banners. */
export default function ContentPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.content')}</p>;
}
