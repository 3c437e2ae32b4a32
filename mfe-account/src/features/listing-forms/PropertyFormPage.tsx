import { FormFrame } from './FormFrame';
import PropertyForm from './PropertyForm';
import '../layout/account-forms.css';
import './listing-forms.css';

// One chunk with its fields: a separate one cost more bytes (each file compresses alone) than it saved time, as
// the form waits for its texts anyway.
/** The property listing form page: add, or edit when an id is given. */
function PropertyFormPage({ id }: { id?: string }) {
  return (
    <FormFrame kind="property" id={id}>
      <PropertyForm id={id} />
    </FormFrame>
  );
}

export default PropertyFormPage;
