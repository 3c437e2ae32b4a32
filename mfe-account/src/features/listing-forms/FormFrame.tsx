import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadingText, useTranslation } from '@souq/shared';

/** The page around a listing form: its heading, a way back, and the loading text while data arrives. */
export function FormFrame({ title, loading, children }: { title: string; loading?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <article className="lf-page">
      <h2>{title}</h2>
      <p>
        <Link to="/my-listing">{t('forms.back')}</Link>
      </p>
      {loading ? <LoadingText /> : children}
    </article>
  );
}
