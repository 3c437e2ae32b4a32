import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** My listings page — not built yet; its route is wired so the page can land on its own. */
export function MyListingsPage() {
  return <RoutePlaceholder routeKey="myListing" />;
}

export default MyListingsPage;
