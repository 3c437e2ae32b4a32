import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_LANGUAGE, sanitizeLanguage, toast, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { canonicalUrl, shareLinks } from './share-links';
import { addShareStyles } from './share-styles';
import { addShareTexts, SHARE_NS } from './share-texts';

interface ShareButtonProps {
  /** The class prefix of the page's buttons ('pp', 'ap', 'agp'). */
  ui: Pick<ListingUi, 'prefix'>;
  /** The page's canonical path, e.g. `/property/property-detail/12`. */
  path: string;
  /** What is shared: the listing's or the person's name. */
  title: string;
  /** A line about it (price, place, make): the text of the share sheet. */
  text: string;
}

interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The browser's own share sheet (phones mostly), unless it says it cannot share this. */
function nativeShare(data: ShareData): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  try {
    if (navigator.canShare?.(data) === false) return null;
  } catch {
    return null;
  }
  return (shared) => navigator.share(shared);
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * "Share" on a listing's or a profile's page. Where the browser has the Web Share API it opens the system's share
 * sheet with the page's clean canonical address; elsewhere (most desktops) it opens a small menu: WhatsApp,
 * Telegram and Facebook in a new tab, and "Copy link" (with the address in a field to copy by hand when the
 * clipboard is refused). Keyboard: the menu's items take the arrow keys, Escape closes it and focus goes back to
 * the button.
 */
export function ShareButton({ ui, path, title, text }: ShareButtonProps) {
  // Its texts and rules come with the button, whichever remote shows it (both are added once, before the first
  // translation is asked for).
  addShareTexts();
  addShareStyles();
  const { t, i18n } = useTranslation(SHARE_NS);
  const lng = sanitizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const url = canonicalUrl(window.location.origin, path, lng);
  const data: ShareData = { title, text, url };
  // A share sheet that fails for another reason than the visitor cancelling it leaves the menu in its place.
  const [sheetFailed, setSheetFailed] = useState(false);
  const share = sheetFailed ? null : nativeShare(data);
  const [open, setOpen] = useState(false);
  const [byHand, setByHand] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const p = `${ui.prefix}-`;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    // A click anywhere else closes the menu, as a menu does.
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (!byHand) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [byHand]);

  const onButton = () => {
    setByHand(false);
    if (!share) {
      setOpen((was) => !was);
      return;
    }
    share(data).catch((error: unknown) => {
      if (isAbort(error)) return;
      setSheetFailed(true);
      setOpen(true);
    });
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      close(true);
      toast.success(t('copied'));
    } catch {
      close(false);
      setByHand(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move: Partial<Record<string, number>> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (move[event.key] !== undefined) {
      event.preventDefault();
      list[(move[event.key]! + list.length) % list.length]?.focus();
    }
  };

  const links = shareLinks(url, title);
  const networks = [
    { key: 'whatsapp', href: links.whatsapp },
    { key: 'telegram', href: links.telegram },
    { key: 'facebook', href: links.facebook },
  ] as const;

  return (
    <div className="souq-share" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${p}button souq-share__button`}
        onClick={onButton}
        {...(share
          ? {}
          : { 'aria-haspopup': 'menu' as const, 'aria-expanded': open, 'aria-controls': open ? menuId : undefined })}
      >
        {t('share')}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('menu')}
          className="souq-share__menu"
          onKeyDown={onMenuKey}
        >
          {networks.map((network) => (
            <li key={network.key} role="none">
              <a
                role="menuitem"
                tabIndex={-1}
                href={network.href}
                target="_blank"
                rel="noopener noreferrer"
                data-network={network.key}
                onClick={() => close(true)}
              >
                {t(network.key)}
              </a>
            </li>
          ))}
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" onClick={() => void copy()}>
              {t('copy')}
            </button>
          </li>
        </ul>
      )}
      {byHand && (
        <label className="souq-share__by-hand">
          <span>{t('copyByHand')}</span>
          {/* An address reads left to right in both languages. */}
          <input
            ref={fieldRef}
            type="text"
            readOnly
            dir="ltr"
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}
