import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingText, useTranslation } from '@souq/shared';
import { FormFrame } from './FormFrame';
import '../layout/account-forms.css';
import './listing-forms.css';

// The page's heading shows at once; the form follows in its own chunk.
const loadFields = () => import(/* webpackChunkName: "auto-form-fields" */ './AutoForm');
const AutoForm = lazy(loadFields);

/** The auto listing form page: add, or edit when an id is given. */
export function AutoFormPage({ id }: { id?: string }) {
  const { t } = useTranslation('account');
  // The heading is shown first; the form's chunk is asked for once it is on screen (alongside its texts).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    void loadFields();
    setStarted(true);
  }, []);
  return (
    <FormFrame title={t(id ? 'routes.updateAuto' : 'routes.addAuto')}>
      <Suspense fallback={<LoadingText />}>
        {started ? <AutoForm id={id} /> : <LoadingText />}
      </Suspense>
    </FormFrame>
  );
}

export default AutoFormPage;
