import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** My account page — not built yet; its route is wired so the page can land on its own. */
export function MyAccountPage() {
  return <RoutePlaceholder routeKey="myAccount" />;
}

export default MyAccountPage;
