import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';

/** The page around a listing form: its heading and a way back. */
export function FormFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <article className="lf-page">
      <h2>{title}</h2>
      <p>
        <Link to="/my-listing">{t('forms.back')}</Link>
      </p>
      {children}
    </article>
  );
}
