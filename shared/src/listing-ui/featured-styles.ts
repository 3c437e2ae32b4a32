import { addSheet } from './sheet';

export function featuredCss(p: string): string {
  return `
.${p}-featured { color: inherit; }
.${p}-featured__strip { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(240px, 1fr); gap: 16px; overflow-x: auto; list-style: none; padding: 0 0 8px; margin: 0; scroll-snap-type: x mandatory; }
.${p}-featured__strip > li { scroll-snap-align: start; }
.${p}-featured__all { display: inline-block; margin-block-start: 8px; }
.${p}-featured__empty { color: var(--souq-muted, #5b6675); }
`;
}

/** Adds the featured strip's rules for this prefix (once). */
export function addFeaturedStyles(prefix: string): void {
  addSheet(`featured-${prefix}`, featuredCss(prefix));
}
