import type { ReactNode } from 'react';
import { Link } from '@souq/shared/mini-router';
import { LoadingText, useTranslation } from '@souq/shared';
import { useFormTexts } from './formTexts';

const TITLES = {
  property: { add: 'routes.addProperty', update: 'routes.updateProperty' },
  auto: { add: 'routes.addAuto', update: 'routes.updateAuto' },
} as const;

/**
 * The page around a listing form of a kind: its heading (adding, or editing the listing `id`; for screen readers,
 * as the area's banner above shows the same words), then (once the forms' texts are in) a way back and the form.
 */
export function FormFrame({
  kind,
  id,
  children,
}: {
  kind: 'property' | 'auto';
  id: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const ready = useFormTexts();
  return (
    <article className="lf-page">
      <h2 className="acc-visually-hidden">{t(TITLES[kind][id ? 'update' : 'add'])}</h2>
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
