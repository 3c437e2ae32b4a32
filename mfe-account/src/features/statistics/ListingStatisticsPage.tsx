import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** Listing statistics page — not built yet; its route is wired so the page can land on its own. */
export function ListingStatisticsPage() {
  return <RoutePlaceholder routeKey="listingStatistics" />;
}

export default ListingStatisticsPage;
