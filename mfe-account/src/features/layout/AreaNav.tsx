import { useLayoutEffect, useRef } from 'react';
import { Link } from '@souq/shared/mini-router';
import './area-nav.css';

export interface AreaNavLink {
  to: string;
  text: string;
  current: boolean;
}

/**
 * The navigation of the account and admin areas. On a wide screen its links wrap; on a phone they are one strip
 * that scrolls sideways (11–13 links wrapped took five or six lines above the page), and the current page's link is
 * brought to the middle of the strip so the visitor sees where they are and what lies on either side.
 */
export function AreaNav({ label, links }: { label: string; links: readonly AreaNavLink[] }) {
  const nav = useRef<HTMLElement>(null);
  const current = links.find((link) => link.current)?.to;

  useLayoutEffect(() => {
    const strip = nav.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !link || strip.scrollWidth <= strip.clientWidth) return;
    // Measured from the boxes on screen, so the same sum holds left to right and right to left; only the strip
    // scrolls (scrollIntoView would also move the page).
    const stripBox = strip.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    strip.scrollLeft += linkBox.left + linkBox.width / 2 - (stripBox.left + stripBox.width / 2);
  }, [current]);

  return (
    <nav ref={nav} className="account-nav" aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="account-nav__link" aria-current={link.current ? 'page' : undefined}>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}
