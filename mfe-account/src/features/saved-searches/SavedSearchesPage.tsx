import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** Saved searches page — not built yet; its route is wired so the page can land on its own. */
export function SavedSearchesPage() {
  return <RoutePlaceholder routeKey="savedSearches" />;
}

export default SavedSearchesPage;
