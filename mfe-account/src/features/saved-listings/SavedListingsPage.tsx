import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** Saved listings page — not built yet; its route is wired so the page can land on its own. */
export function SavedListingsPage() {
  return <RoutePlaceholder routeKey="savedListing" />;
}

export default SavedListingsPage;
