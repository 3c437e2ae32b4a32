// What the account area needs to put a saved search into words. Reached through `loadSearchSummaries()`
// (a dynamic import), never re-exported statically: everything importing '@souq/shared' counts as having
// side effects for the bundler, so a static re-export would put this code into every list page's first load.
export { describeQuery, queryLabel, querySummary } from './describe-query';
export { loadVocabulary, clearVocabularyCache } from './vocabulary';
export type { Vocabulary } from './vocabulary';
