// The page skeletons' shapes, as data: the app draws them with React (PageSkeleton.tsx) and the site server writes
// them into the page it sends (skeletonHtml below), so the first screen a visitor sees before any script has run
// is the one the app then draws in its place. No styles or React imported here: the site server loads this file.

/** The page shapes a loading page keeps the room of: the home page, a list of cards, a listing's detail, any other page. */
export type PageSkeletonKind = 'home' | 'list' | 'detail' | 'page';

/** A grey box (its class is `souq-ui-skeleton__<shape>`), or a grid of cards. */
export type SkeletonShape = 'hero' | 'heading' | 'line' | 'card' | 'media' | { cards: number };

export const SKELETON_SHAPES: Record<PageSkeletonKind, readonly SkeletonShape[]> = {
  home: ['hero', 'heading', 'card'],
  list: ['heading', 'line', 'line', { cards: 3 }],
  detail: ['line', 'heading', 'line', 'line', 'media'],
  page: ['heading', 'line', 'line', 'line', 'line'],
};

export const SKELETON_CARDS_CLASS = 'souq-ui-skeleton__cards';

export function shapeClass(shape: Exclude<SkeletonShape, { cards: number }>): string {
  return `souq-ui-skeleton__${shape}`;
}

/** LoadingText's element as a class list. */
export function loadingTextClass(className?: string): string {
  return ['souq-ui-loading', className].filter(Boolean).join(' ');
}

export const SKELETON_STATUS_CLASS = 'souq-ui-skeleton__status';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function shapeHtml(shape: SkeletonShape): string {
  if (typeof shape === 'string') return `<span class="${shapeClass(shape)}"></span>`;
  return `<div class="${SKELETON_CARDS_CLASS}">${`<span class="${shapeClass('card')}"></span>`.repeat(shape.cards)}</div>`;
}

/** PageSkeleton's markup as a string (the same elements, attributes and order as React renders it). */
export function skeletonHtml(kind: PageSkeletonKind, loadingText: string): string {
  return (
    `<div class="souq-ui-skeleton souq-ui-skeleton--${kind}" data-skeleton="${kind}">` +
    `<p role="status" aria-live="polite" class="${loadingTextClass(SKELETON_STATUS_CLASS)}">${escapeText(loadingText)}</p>` +
    `<div class="souq-ui-skeleton__shapes" aria-hidden="true">${SKELETON_SHAPES[kind].map(shapeHtml).join('')}</div>` +
    `</div>`
  );
}
