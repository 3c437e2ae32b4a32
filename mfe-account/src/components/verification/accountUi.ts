import type { ListingUi } from '@souq/shared/listing-ui';

/** The account remote's texts and class prefix, for the listing kit's marks and dialog frame. */
export const ACCOUNT_UI: ListingUi = { ns: 'account', prefix: 'acc' };
