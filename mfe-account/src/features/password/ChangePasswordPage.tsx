import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** Change password page — not built yet; its route is wired so the page can land on its own. */
export function ChangePasswordPage() {
  return <RoutePlaceholder routeKey="changePassword" />;
}

export default ChangePasswordPage;
