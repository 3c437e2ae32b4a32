import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** Contacted listings page — not built yet; its route is wired so the page can land on its own. */
export function ContactedListingsPage() {
  return <RoutePlaceholder routeKey="contactedListings" />;
}

export default ContactedListingsPage;
