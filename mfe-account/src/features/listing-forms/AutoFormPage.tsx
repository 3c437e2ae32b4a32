import { FormFrame } from './FormFrame';
import AutoForm from './AutoForm';
import '../layout/account-forms.css';
import './listing-forms.css';

// One chunk with its fields: a separate one cost more bytes (each file compresses alone) than it saved time, as
// the form waits for its texts anyway.
/** The auto listing form page: add, or edit when an id is given. */
function AutoFormPage({ id }: { id?: string }) {
  return (
    <FormFrame kind="auto" id={id}>
      <AutoForm id={id} />
    </FormFrame>
  );
}

export default AutoFormPage;
