import type { ListingUi } from '@souq/shared/listing-ui';

/** The property pages' texts live in the 'property' namespace; their class names start with 'pp-'. */
export const PROPERTY_UI: ListingUi = { ns: 'property', prefix: 'pp' };
