import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isLoggedIn, useSession, useTranslation } from '@souq/shared';
import { KIND_MODULES, listPath } from '@souq/shared/listing-kinds';
import { fetchPageListing, pagePath, pageTitle, type PageSummary } from '../../lib/api/pageListing';
import { NewsletterForm } from './NewsletterForm';

const QUICK_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  ...KIND_MODULES.map(({ name, labels }) => ({ to: listPath(name), labelKey: labels.nav })),
  { to: '/contact-us', labelKey: 'nav.contactUs' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/cms/term-and-conditions', labelKey: 'footer.terms' },
  { to: '/cms/privacy-policy', labelKey: 'footer.privacy' },
];

/** Pages the quick links already point to; the information column lists the others (FAQ, partner services…). */
const LINKED_ELSEWHERE = new Set(['about', 'term-and-conditions', 'privacy-policy']);

/** The content service's pages (docs/product/api.md get-page-listing); a failed call is ignored and the column stays hidden. */
function useInformationPages(): PageSummary[] {
  const [pages, setPages] = useState<PageSummary[]>([]);
  useEffect(() => {
    let live = true;
    fetchPageListing().then(
      (list) => live && setPages(list.filter((p) => !LINKED_ELSEWHERE.has(p.slug))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return pages;
}

/** Social links share the page being viewed; the networks' share pages need no account of ours. */
function shareLinks(url: string) {
  const encoded = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${encoded}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encoded}` },
    { network: 'Telegram', href: `https://t.me/share/url?url=${encoded}` },
  ];
}

export function Footer() {
  const { t } = useTranslation('shell');
  const loggedIn = useSession(isLoggedIn);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const { pathname } = useLocation();
  const language = useSession((state) => state.language);
  const informationPages = useInformationPages();
  const pageUrl = `${window.location.origin}${pathname}`;
  return (
    <footer className="souq-footer">
      <div className="souq-footer__grid">
        <section>
          <p className="souq-brand">{t('brand')}</p>
          <p className="souq-muted">{t('footer.tagline')}</p>
          {!loggedIn && (
            <button type="button" className="souq-button souq-button--primary" onClick={() => openAuthModal('login')}>
              {t('footer.login')}
            </button>
          )}
        </section>
        <section>
          <h2 className="souq-footer__title">{t('footer.quickLinks')}</h2>
          <ul className="souq-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
        {informationPages.length > 0 && (
          <section>
            <h2 className="souq-footer__title">{t('breadcrumbs.cms')}</h2>
            <ul className="souq-footer__links">
              {informationPages.map((page) => (
                <li key={page.slug}>
                  <Link to={pagePath(page.slug)}>{pageTitle(page, language)}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h2 className="souq-footer__title">{t('footer.share')}</h2>
          <ul className="souq-footer__links">
            {shareLinks(pageUrl).map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t('footer.shareOn', { network: link.network })}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <NewsletterForm />
        </section>
      </div>
      <div className="souq-footer__legal">
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        <Link to="/cms/privacy-policy">{t('footer.privacy')}</Link>
        <Link to="/cms/term-and-conditions">{t('footer.terms')}</Link>
      </div>
    </footer>
  );
}
