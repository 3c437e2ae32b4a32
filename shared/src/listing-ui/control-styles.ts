import { addSheet } from './sheet';

/** Buttons and the filter panel's common controls (fields, segmented choice, range boxes, actions). */
export function controlsCss(p: string): string {
  return `
.${p}-filters { display: flex; flex-direction: column; gap: 12px; background: #fff; border: 1px solid var(--souq-line, #e3e7ec); border-radius: var(--souq-radius, 8px); padding: 12px; }
.${p}-filter { display: flex; flex-direction: column; gap: 4px; border: 0; padding: 0; margin: 0; min-inline-size: 0; }
.${p}-filter > span, .${p}-filter > legend { font-weight: 600; font-size: 0.875rem; padding: 0; margin-block-end: 4px; }
.${p}-filter--check { flex-direction: row; align-items: center; gap: 8px; }
.${p}-filter--check > span { margin: 0; }
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
