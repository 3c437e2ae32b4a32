import type { ListingUi } from '@souq/shared/listing-ui';

/** The car pages' texts live in the 'auto' namespace; their class names start with 'ap-'. */
export const AUTO_UI: ListingUi = { ns: 'auto', prefix: 'ap' };
