import type { SessionUser } from '@souq/shared';
import { KIND_MODULES, listPath } from '@souq/shared/listing-kinds';

export interface NavItem {
  to: string;
  labelKey: string;
}

/** Header links of docs/product/routes.md, filtered by docs/product/roles.md: logged-in pages only with a session, My listings never for Individuals. */
export function navigationLinks(loggedIn: boolean, user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { to: '/', labelKey: 'nav.home' },
    ...KIND_MODULES.map(({ name, labels }) => ({ to: listPath(name), labelKey: labels.nav })),
    { to: '/about', labelKey: 'nav.about' },
    { to: '/contact-us', labelKey: 'nav.contactUs' },
  ];
  if (!loggedIn) return items;
  items.push({ to: '/subscription-plans', labelKey: 'nav.subscriptionPlans' });
  items.push({ to: '/saved-listing', labelKey: 'nav.savedListing' });
  if (user && user.user_type !== 'Individual') items.push({ to: '/my-listing', labelKey: 'nav.myListing' });
  items.push({ to: '/my-account', labelKey: 'nav.myAccount' });
  return items;
}
