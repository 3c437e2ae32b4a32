import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { isLoggedIn, useSession, useTranslation } from '@souq/shared';
import { CurrencySwitch, LanguageSelect, LanguageSwitch } from './LanguageControls';
import { navigationLinks } from './navigationLinks';
import { UserMenu } from './UserMenu';

export function Header() {
  const { t } = useTranslation('shell');
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((state) => state.user);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // A phone's menu panel closes once a link has been followed, and on Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = navigationLinks(loggedIn, user);
  return (
    <header className="souq-header">
      <div className="souq-header__bar">
        <Link to="/" className="souq-brand">
          {t('brand')}
        </Link>
        <button
          type="button"
          className="souq-button souq-button--ghost souq-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="souq-main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="souq-visually-hidden">{t('header.openMenu')}</span>
        </button>
        {menuOpen && <div className="souq-header__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <div id="souq-main-menu" className={`souq-header__menu${menuOpen ? ' is-open' : ''}`}>
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="souq-nav">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="souq-header__controls">
            <LanguageSelect />
            <CurrencySwitch />
            <LanguageSwitch />
            {loggedIn ? (
              <UserMenu />
            ) : (
              <button type="button" className="souq-button souq-button--primary" onClick={() => openAuthModal('login')}>
                {t('header.login')}
              </button>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
