import type { MouseEvent, ReactNode } from 'react';
import { useSession, useTranslation } from '@souq/shared';

export const TERMS_PATH = '/cms/term-and-conditions';
export const PRIVACY_PATH = '/cms/privacy-policy';

/**
 * A link to a page of the site. The shell's router is not this remote's, so the link moves the
 * history and announces it the way the back button does (popstate), which the shell's router and
 * single-spa follow without a reload. Modified clicks (new tab) keep the browser's behaviour.
 */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const closeAuthModal = useSession((state) => state.closeAuthModal);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The page opens in place of the modal, so the person can read it.
    closeAuthModal();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}

/** docs/product/routes.md: links to the terms and the privacy policy. */
export function LegalLinks() {
  const { t } = useTranslation('auth');
  return (
    <p className="mfe-auth-legal">
      {t('legal.agree')} <PageLink to={TERMS_PATH}>{t('legal.terms')}</PageLink> {t('legal.and')}{' '}
      <PageLink to={PRIVACY_PATH}>{t('legal.privacy')}</PageLink>
    </p>
  );
}
