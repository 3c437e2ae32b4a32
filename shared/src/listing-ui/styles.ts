// The rules behind this entry's components, written once and filled in with each remote's class prefix. A remote
// adds them when its page module loads (as its own CSS files are added), once per prefix and sheet.
const added = new Set<string>();

function addSheet(id: string, css: string): void {
  if (added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const style = document.createElement('style');
  style.dataset.listingUi = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/** Gallery, owner card (`owner`: its block name, e.g. 'seller' or 'agent'), contact buttons, favourite, login prompt. */
export function detailCss(p: string, owner: string): string {
  return `
.${p}-gallery__stage { position: relative; background: #111; border-radius: var(--souq-radius, 8px); overflow: hidden; aspect-ratio: 4 / 3; max-block-size: 560px; }
.${p}-gallery__stage img, .${p}-gallery__stage video { display: block; inline-size: 100%; block-size: 100%; object-fit: contain; }
.${p}-gallery__nav { position: absolute; inset-block-start: 50%; transform: translateY(-50%); inline-size: 40px; block-size: 40px; border-radius: 50%; border: 0; background: rgba(255, 255, 255, 0.85); font-size: 1.6rem; line-height: 1; cursor: pointer; }
.${p}-gallery__nav--prev { inset-inline-start: 8px; }
.${p}-gallery__nav--next { inset-inline-end: 8px; }
/* The arrows point the reading way: flipped in Arabic. */
[dir='rtl'] .${p}-gallery__nav { transform: translateY(-50%) scaleX(-1); }
.${p}-gallery__thumbs { display: flex; gap: 6px; overflow-x: auto; list-style: none; padding: 6px 0 0; margin: 0; }
.${p}-gallery__thumbs button { padding: 0; border: 2px solid transparent; border-radius: 6px; background: none; cursor: pointer; display: block; }
.${p}-gallery__thumbs button[aria-current='true'] { border-color: var(--souq-primary, #0b6e4f); }
.${p}-gallery__thumbs img { display: block; border-radius: 4px; object-fit: cover; }
.${p}-gallery__video-thumb { display: grid; place-items: center; inline-size: 96px; block-size: 72px; background: #1c2430; color: #fff; border-radius: 4px; }
.${p}-${owner}, .${p}-login-prompt { border: 1px solid var(--souq-line, #e3e7ec); border-radius: var(--souq-radius, 8px); padding: 14px; background: #fff; }
.${p}-${owner}__row { display: flex; gap: 12px; align-items: center; margin-block-end: 10px; }
.${p}-${owner}__photo { inline-size: 56px; block-size: 56px; border-radius: 50%; object-fit: cover; }
.${p}-${owner}__initial { display: grid; place-items: center; background: var(--souq-primary, #0b6e4f); color: #fff; font-weight: 700; font-size: 1.4rem; }
.${p}-${owner}__name { margin: 0; font-weight: 700; }
.${p}-${owner}__type { margin: 0; color: var(--souq-muted, #5b6675); font-size: 0.875rem; }
.${p}-contact { display: flex; flex-direction: column; gap: 8px; list-style: none; padding: 0; margin: 0; }
.${p}-contact .${p}-button { inline-size: 100%; box-sizing: border-box; }
.${p}-favourite[aria-pressed='true'] { color: #c41d7f; border-color: #c41d7f; }
.${p}-login-prompt { text-align: center; background: #f0f7f4; }
.${p}-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
}

export function featuredCss(p: string): string {
  return `
.${p}-featured { color: inherit; }
.${p}-featured__strip { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(240px, 1fr); gap: 16px; overflow-x: auto; list-style: none; padding: 0 0 8px; margin: 0; scroll-snap-type: x mandatory; }
.${p}-featured__strip > li { scroll-snap-align: start; }
.${p}-featured__all { display: inline-block; margin-block-start: 8px; }
.${p}-featured__empty { color: var(--souq-muted, #5b6675); }
`;
}

/** Buttons and the filter panel's common controls (fields, segmented choice, range boxes, actions). */
export function controlsCss(p: string): string {
  return `
.${p}-filters { display: flex; flex-direction: column; gap: 12px; background: #fff; border: 1px solid var(--souq-line, #e3e7ec); border-radius: var(--souq-radius, 8px); padding: 12px; }
.${p}-filter { display: flex; flex-direction: column; gap: 4px; border: 0; padding: 0; margin: 0; min-inline-size: 0; }
.${p}-filter > span, .${p}-filter > legend { font-weight: 600; font-size: 0.875rem; padding: 0; margin-block-end: 4px; }
.${p}-filters select, .${p}-filters input[type='text'], .${p}-filters input[type='search'] {
  font: inherit; inline-size: 100%; box-sizing: border-box; padding: 6px 8px; border: 1px solid var(--souq-line, #d0d7de);
  border-radius: var(--souq-radius, 8px); background: #fff; color: inherit;
}
.${p}-filters [aria-invalid='true'] { border-color: #cf222e; }
.${p}-range__boxes { display: flex; align-items: center; gap: 6px; }
.${p}-field-error { color: #cf222e; font-size: 0.8rem; margin: 0; }
.${p}-segmented { flex-direction: row; flex-wrap: wrap; }
.${p}-segmented legend { inline-size: 100%; }
.${p}-segmented label { flex: 1; text-align: center; border: 1px solid var(--souq-line, #d0d7de); padding: 5px 8px; cursor: pointer; }
.${p}-segmented label:first-of-type { border-start-start-radius: var(--souq-radius, 8px); border-end-start-radius: var(--souq-radius, 8px); }
.${p}-segmented label:last-of-type { border-start-end-radius: var(--souq-radius, 8px); border-end-end-radius: var(--souq-radius, 8px); }
.${p}-segmented label.is-selected { background: var(--souq-primary, #0b6e4f); color: #fff; border-color: var(--souq-primary, #0b6e4f); }
.${p}-segmented input { position: absolute; opacity: 0; inline-size: 1px; block-size: 1px; }
.${p}-segmented label:has(input:focus-visible) { outline: 2px solid var(--souq-primary, #0b6e4f); outline-offset: 1px; }
.${p}-filters__actions { display: flex; gap: 8px; flex-wrap: wrap; }
.${p}-button { font: inherit; display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 6px 14px; border-radius: var(--souq-radius, 8px); border: 1px solid var(--souq-line, #d0d7de); background: #fff; color: var(--souq-ink, #1c2430); cursor: pointer; text-decoration: none; }
.${p}-button:disabled { opacity: 0.55; cursor: not-allowed; }
.${p}-button--primary { background: var(--souq-primary, #0b6e4f); border-color: var(--souq-primary, #0b6e4f); color: #fff; }
.${p}-button:focus-visible { outline: 2px solid var(--souq-primary, #0b6e4f); outline-offset: 2px; }
`;
}

/** Adds the buttons' and filter controls' rules for this prefix (once). */
export function addControlStyles(prefix: string): void {
  addSheet(`controls-${prefix}`, controlsCss(prefix));
}

/** The list page's frame (SearchLayout) and the sort select. */
export function searchCss(p: string): string {
  return `
.${p}-search { padding-block: 8px 32px; }
.${p}-search__header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
.${p}-search__header h1 { margin-block: 8px; font-size: 1.5rem; }
.${p}-search__layout { display: grid; gap: 16px; grid-template-columns: 280px minmax(0, 1fr); align-items: start; }
.${p}-search__toggle { display: none; }
.${p}-sort { display: flex; align-items: center; gap: 6px; }
.${p}-sort select { font: inherit; padding: 5px 8px; border: 1px solid var(--souq-line, #d0d7de); border-radius: var(--souq-radius, 8px); background: #fff; }
.${p}-search__error { text-align: center; padding: 24px; }
.${p}-grid[data-loading] { opacity: 0.6; }
.${p}-pagination { margin-block-start: 20px; display: flex; justify-content: center; }
@media (max-width: 800px) {
  .${p}-search__layout { grid-template-columns: minmax(0, 1fr); }
  .${p}-search__toggle { display: inline-flex; margin-block-end: 8px; }
  .${p}-search__aside[data-open='false'] .${p}-filters { display: none; }
}
`;
}

/** Adds the list page's shared rules for this prefix (once). */
export function addSearchStyles(prefix: string): void {
  addSheet(`search-${prefix}`, searchCss(prefix));
}

/** Adds the detail page's shared rules for this prefix (once). */
export function addDetailStyles(prefix: string, owner: string): void {
  addSheet(`detail-${prefix}`, detailCss(prefix, owner));
}

/** Adds the featured strip's rules for this prefix (once). */
export function addFeaturedStyles(prefix: string): void {
  addSheet(`featured-${prefix}`, featuredCss(prefix));
}
