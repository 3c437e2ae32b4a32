// Browser storage keys from docs/product/data.md. They are part of the product's contract with
// already-deployed pages, so they keep their exact spelling.
export const STORAGE_KEYS = {
  token: 'accessToken',
  user: 'userData',
  symbol: 'symbol',
  page: 'page',
  language: 'i18nextLng',
} as const;

export const LANGUAGE_COOKIE = 'i18next';
