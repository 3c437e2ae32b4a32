import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { AREA_NS } from './area-texts';
import './area-nav.css';

export interface AreaNavLink {
  to: string;
  text: string;
  current: boolean;
}

type Side = 'start' | 'end';

/** Which ends of the strip have links beyond them. Right to left, scrollLeft runs from 0 down to minus the overflow. */
function hiddenSides(strip: HTMLElement): { start: boolean; end: boolean } {
  const overflow = strip.scrollWidth - strip.clientWidth;
  const fromStart = Math.abs(strip.scrollLeft);
  // A pixel's slack: zoomed pages scroll in fractions of one.
  return { start: overflow > 1 && fromStart > 1, end: overflow > 1 && fromStart < overflow - 1 };
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navigation of the account and admin areas. On a wide screen its links wrap; on a phone they are one strip
 * that scrolls sideways (11–13 links wrapped took five or six lines above the page), and the current page's link is
 * brought to the middle of the strip so the visitor sees where they are and what lies on either side. An end with
 * links beyond it fades out under an arrow that scrolls the strip that way, so the strip shows that it scrolls;
 * keyboard users reach every link by Tab, which scrolls it into view, so the arrows take no tab stop.
 */
export function AreaNav({ label, links }: { label: string; links: readonly AreaNavLink[] }) {
  const { t, i18n } = useTranslation(AREA_NS);
  const navId = useId();
  const nav = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  const current = links.find((link) => link.current)?.to;

  const measure = useCallback(() => {
    const strip = nav.current;
    if (!strip) return;
    const next = hiddenSides(strip);
    setHidden((was) => (was.start === next.start && was.end === next.end ? was : next));
  }, []);

  useLayoutEffect(() => {
    const strip = nav.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip && link && strip.scrollWidth > strip.clientWidth) {
      // Measured from the boxes on screen, so the same sum holds left to right and right to left; only the strip
      // scrolls (scrollIntoView would also move the page).
      const stripBox = strip.getBoundingClientRect();
      const linkBox = link.getBoundingClientRect();
      strip.scrollLeft += linkBox.left + linkBox.width / 2 - (stripBox.left + stripBox.width / 2);
    }
    measure();
  }, [current, links.length, measure]);

  // The strip's overflow changes with the window's width (a phone turned sideways) and the language's words.
  useEffect(() => {
    const strip = nav.current;
    if (!strip) return;
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure]);

  const scrollTowards = (side: Side) => {
    const strip = nav.current;
    if (!strip) return;
    // The page's direction is its language's (changeLanguage sets <html dir>).
    const rtl = i18n.dir() === 'rtl';
    // Most of a strip's width, so the link cut at the edge is wholly in view after the move.
    const step = Math.max(120, strip.clientWidth * 0.7) * (side === 'end' ? 1 : -1) * (rtl ? -1 : 1);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    strip.scrollBy({ left: step, behavior: still ? 'auto' : 'smooth' });
  };

  const arrow = (side: Side) =>
    hidden[side] && (
      <button
        type="button"
        className={`account-nav-strip__arrow account-nav-strip__arrow--${side}`}
        tabIndex={-1}
        aria-controls={navId}
        aria-label={t(side === 'start' ? 'layout.scrollBack' : 'layout.scrollOn')}
        title={t(side === 'start' ? 'layout.scrollBack' : 'layout.scrollOn')}
        onClick={() => scrollTowards(side)}
      >
        <Chevron />
      </button>
    );

  return (
    <div
      className="account-nav-strip"
      data-more-start={hidden.start || undefined}
      data-more-end={hidden.end || undefined}
    >
      {arrow('start')}
      <nav ref={nav} id={navId} className="account-nav" aria-label={label} onScroll={measure}>
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="account-nav__link"
            aria-current={link.current ? 'page' : undefined}
          >
            {link.text}
          </Link>
        ))}
      </nav>
      {arrow('end')}
    </div>
  );
}
