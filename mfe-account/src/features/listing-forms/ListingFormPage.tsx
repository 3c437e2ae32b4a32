import { lazy, Suspense } from 'react';
import { LoadingText } from '@souq/shared';
import type { ListingKind } from '../../components/listing-summary/listingSummary';
import { FormFrame } from './FormFrame';
import { startFormData } from './formData';
import '@souq/shared/area-kit/account-forms.css';
import './listing-forms.css';

// Each kind's form (its fields and their rules) is a chunk of its own, so adding a car never fetches the property
// form and its map. The frame (heading, way back, the forms' texts) is shared, and the form's chunk is asked for as
// the page opens, while the texts load, not after them; so is the form's data (formData.ts).
const LOADERS = {
  property: () => import(/* webpackChunkName: "property-form" */ './PropertyForm'),
  auto: () => import(/* webpackChunkName: "auto-form" */ './AutoForm'),
} satisfies Record<ListingKind, unknown>;

const FORMS = { property: lazy(LOADERS.property), auto: lazy(LOADERS.auto) };

/** The listing form page of a kind: add, or edit when an id is given. */
function ListingFormPage({ kind, id }: { kind: ListingKind; id?: string }) {
  void LOADERS[kind]();
  startFormData(kind, id);
  const Form = FORMS[kind];
  return (
    <FormFrame kind={kind} id={id}>
      <Suspense fallback={<LoadingText />}>
        <Form id={id} />
      </Suspense>
    </FormFrame>
  );
}

export default ListingFormPage;
