import { useTranslation } from '@souq/shared';

/** docs/product/routes.md: the left side of the modal, what an account gives you. */
export function Benefits() {
  const { t } = useTranslation('auth');
  return (
    <section className="mfe-auth-modal__benefits" aria-labelledby="mfe-auth-benefits-title">
      <h2 id="mfe-auth-benefits-title">{t('benefits.title')}</h2>
      <ul>
        <li>{t('benefits.saved')}</li>
        <li>{t('benefits.history')}</li>
        <li>{t('benefits.contacted')}</li>
      </ul>
    </section>
  );
}
