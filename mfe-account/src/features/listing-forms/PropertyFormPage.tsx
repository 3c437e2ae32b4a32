import { useTranslation } from '@souq/shared';
import { FormFrame } from './FormFrame';
import PropertyForm from './PropertyForm';
import '../layout/account-forms.css';
import './listing-forms.css';

// One chunk with its fields: a separate one cost more bytes (each file compresses alone) than it saved time, as
// the form waits for its texts anyway.
/** The property listing form page: add, or edit when an id is given. */
function PropertyFormPage({ id }: { id?: string }) {
  const { t } = useTranslation('account');
  return (
    <FormFrame title={t(id ? 'routes.updateProperty' : 'routes.addProperty')}>
      <PropertyForm id={id} />
    </FormFrame>
  );
}

export default PropertyFormPage;
