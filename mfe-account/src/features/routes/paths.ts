/** Example paths of this remote's routes, for the standalone harness's links. */
export const ACCOUNT_PATHS: readonly string[] = [
  '/my-account',
  '/my-listing',
  '/my-listing/add',
  '/my-listing/update/1',
  '/my-listing/addProperty',
  '/my-listing/updateProperty/1',
  '/listing-statistics',
  '/saved-listing',
  '/change-password',
  '/agent-details/1',
  '/subscription-plans',
  '/subscription-history',
  '/subscription-history/receipt/1',
  '/associated-agent',
  '/associated-corporates',
];
