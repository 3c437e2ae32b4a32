import { addSheet } from './sheet';

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
.${p}-search__notice { margin: 0 0 12px; padding: 8px 12px; border: 1px solid var(--souq-notice-line, #e7c65b); border-radius: var(--souq-radius, 8px); background: var(--souq-notice, #fff8e1); }
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
