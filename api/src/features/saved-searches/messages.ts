// Messages of the saved-search endpoints, in English; messages-ar.ts holds their Arabic.
export const MAX_SAVED_SEARCHES = 50;

export const MSG = {
  saved: 'Search saved.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  list: 'Saved searches',
  status: 'Saved search status',
  notFound: 'Saved search not found.',
  alertsRun: 'Search alerts sent.',
  dropAlerts: 'Price drop alerts',
  dropAlertsSaved: 'Price drop alerts saved.',
} as const;

// Field-level texts for checks a schema cannot express.
export const FIELD_MSG = {
  duplicate: 'You have already saved this search',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  queryInvalid: 'The search is not valid.',
  queryTooLong: 'The search is too long.',
} as const;
