// `@souq/shared/testing`: the API stand-in and the listing records' common parts, for the apps' tests.
export * from './api-stand-in';
export * from './listing-records';
export * from './listing-steps';
export * from './list-page-steps';
export * from './area-page';
