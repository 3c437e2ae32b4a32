import { addSheet } from './sheet';

/**
 * The page's frame (header, price, the main column beside the owner's, a missing or failed listing), gallery,
 * owner card (`owner`: its block name, e.g. 'seller' or 'agent'), contact buttons, favourite, login prompt.
 */
export function detailCss(p: string, owner: string): string {
  return `
.${p}-detail { padding-block: 8px 32px; display: flex; flex-direction: column; gap: 16px; }
.${p}-detail h1 { margin: 0 0 4px; font-size: 1.5rem; }
.${p}-detail h2 { font-size: 1.1rem; margin: 0 0 8px; }
.${p}-detail__back { align-self: flex-start; }
.${p}-detail__trust { margin: 0 0 4px; }
.${p}-detail__header { display: flex; flex-wrap: wrap; gap: 12px; justify-content: space-between; align-items: flex-start; }
.${p}-detail__price { display: flex; flex-direction: column; gap: 8px; align-items: flex-end; }
.${p}-detail__layout { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr) 300px; align-items: start; }
.${p}-detail__main { display: flex; flex-direction: column; gap: 20px; min-inline-size: 0; }
.${p}-detail__aside { display: flex; flex-direction: column; gap: 16px; position: sticky; inset-block-start: 80px; }
.${p}-detail__text { white-space: pre-line; margin: 0; }
.${p}-detail__contact { border: 1px solid var(--souq-line, #e3e7ec); border-radius: var(--souq-radius, 8px); padding: 14px; background: #fff; }
.${p}-detail--missing { align-items: center; text-align: center; }
.${p}-detail__error { text-align: center; padding: 24px; }
@media (max-width: 800px) {
  .${p}-detail__layout { grid-template-columns: minmax(0, 1fr); }
  .${p}-detail__aside { position: static; }
  .${p}-detail__price { align-items: flex-start; }
}
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

/** Adds the detail page's shared rules for this prefix (once). */
export function addDetailStyles(prefix: string, owner: string): void {
  addSheet(`detail-${prefix}`, detailCss(prefix, owner));
}
