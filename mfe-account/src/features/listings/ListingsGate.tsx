import type { ReactNode } from 'react';
import { useSession, useTranslation } from '@souq/shared';

/** SPEC §6: Individual users have no My listings; Agents and Corporates do. */
export function ListingsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const userType = useSession((state) => state.user?.user_type);
  if (userType === 'Individual') return <p role="alert">{t('listings.individualNotAllowed')}</p>;
  return <>{children}</>;
}
