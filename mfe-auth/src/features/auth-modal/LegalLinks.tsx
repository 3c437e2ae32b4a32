import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { useSession, useTranslation } from '@souq/shared';

export const TERMS_PATH = '/cms/term-and-conditions';
export const PRIVACY_PATH = '/cms/privacy-policy';

/** A link to a page of the site; inside the shell's router it navigates without a reload. */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  const closeAuthModal = useSession((state) => state.closeAuthModal);
  // The page opens in place of the modal, so the person can read it.
  if (inRouter) {
    return (
      <Link to={to} onClick={closeAuthModal}>
        {children}
      </Link>
    );
  }
  return <a href={to}>{children}</a>;
}

/** SPEC §2: links to the terms and the privacy policy. */
export function LegalLinks() {
  const { t } = useTranslation('auth');
  return (
    <p className="mfe-auth-legal">
      {t('legal.agree')} <PageLink to={TERMS_PATH}>{t('legal.terms')}</PageLink> {t('legal.and')}{' '}
      <PageLink to={PRIVACY_PATH}>{t('legal.privacy')}</PageLink>
    </p>
  );
}
