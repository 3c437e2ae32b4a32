import { addSheet } from './sheet';

// The share menu opens in the flow under its button rather than floating over the page: wherever a page puts the
// button (the end of a listing's header, the start of it on a phone), the menu can never run off the screen's edge,
// in either direction of writing. Logical properties only, so Arabic lays it out right to left by itself.
const css = `
.souq-share { display: flex; flex-direction: column; align-items: stretch; gap: 6px; }
.souq-share__menu { list-style: none; margin: 0; padding: 4px; min-inline-size: 180px; background: #fff; border: 1px solid var(--souq-line, #d0d7de); border-radius: var(--souq-radius, 8px); box-shadow: 0 4px 12px rgba(28, 36, 48, 0.12); }
.souq-share__menu a, .souq-share__menu button { display: block; box-sizing: border-box; inline-size: 100%; padding: 8px 12px; font: inherit; text-align: start; color: var(--souq-ink, #1c2430); background: none; border: 0; border-radius: 6px; text-decoration: none; cursor: pointer; }
.souq-share__menu a:hover, .souq-share__menu button:hover, .souq-share__menu :focus { background: var(--souq-surface, #f3f5f7); }
.souq-share__menu :focus-visible { outline: 2px solid var(--souq-primary, #0b6e4f); outline-offset: -2px; }
.souq-share__by-hand { display: flex; flex-direction: column; gap: 4px; font-size: 0.875rem; }
.souq-share__by-hand input { font: inherit; padding: 6px 8px; border: 1px solid var(--souq-line, #d0d7de); border-radius: var(--souq-radius, 8px); min-inline-size: 0; }
`;

/** Adds the share button's menu rules (once). */
export function addShareStyles(): void {
  addSheet('share', css);
}
