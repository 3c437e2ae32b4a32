import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession, useTranslation } from '@souq/shared';
import { avatarPhoto } from './avatarPhoto';
import { useLogout } from './useLogout';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const name = user?.name || user?.email || '';
  const photo = avatarPhoto(user?.image);
  // A photo that cannot be loaded (removed, offline) gives way to the initial.
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  const showPhoto = photo !== null && photo !== brokenPhoto;
  return (
    <div className="souq-user-menu" ref={container}>
      <button
        type="button"
        className="souq-button souq-button--ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        // Starts with the name it shows, so "click Rami" works for someone who speaks to their browser.
        aria-label={name ? t('header.accountOf', { name }) : t('header.account')}
        onClick={() => setOpen((value) => !value)}
      >
        {showPhoto ? (
          <img
            className="souq-avatar souq-avatar--photo"
            src={photo}
            alt=""
            width={26}
            height={26}
            onError={() => setBrokenPhoto(photo)}
          />
        ) : (
          // The initial is drawn from an attribute, not written as text: it is a picture of the name beside it, and as
          // text it would read as part of the button's label ("R Rami").
          <span className="souq-avatar" aria-hidden="true" data-initial={name.charAt(0).toUpperCase() || '•'} />
        )}
        <span className="souq-user-menu__name">{name}</span>
      </button>
      {open && (
        <div className="souq-user-menu__panel" role="menu">
          <p className="souq-user-menu__who">{t('header.signedInAs', { name })}</p>
          <Link role="menuitem" to="/my-account" onClick={() => setOpen(false)}>
            {t('nav.myAccount')}
          </Link>
          {/* The admin area's pages are the admin remote's /admin, loaded for admins only (its API answers admins only). */}
          {user?.user_type === 'Admin' && (
            <Link role="menuitem" to="/admin" onClick={() => setOpen(false)}>
              {t('nav.adminArea')}
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t('header.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
