// Messages of the exchange-rate endpoints, in English; messages-ar.ts holds their Arabic.
export const RATE_MSG = {
  current: 'Exchange rate',
  history: 'Exchange rate history',
  saved: 'Exchange rate saved.',
  notANumber: 'The rate must be a number of new Syrian pounds per US dollar, e.g. 130.',
  notPositive: 'The rate must be more than zero.',
  outOfRange: 'A rate of new Syrian pounds per US dollar must lie between 1 and 100,000.',
  sourceRequired: 'Say where the rate comes from (e.g. the Central Bank bulletin).',
  badDate: 'The effective date must be a date (YYYY-MM-DD) no later than today.',
  needsConfirmation:
    'This rate is more than 10 times higher or lower than the current one: check it is in new pounds, then confirm it.',
  defaultSource: 'Marketplace default',
} as const;
