import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { LoadingText, useTranslation } from '@souq/shared';
import { useFormTexts } from './formTexts';

/** The page around a listing form: its heading, then (once the forms' texts are in) a way back and the form. */
export function FormFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const ready = useFormTexts();
  return (
    <article className="lf-page">
      <h2>{title}</h2>
      {ready ? (
        <>
          <p>
            <Link to="/my-listing">{t('forms.back')}</Link>
          </p>
          {children}
        </>
      ) : (
        <LoadingText />
      )}
    </article>
  );
}
