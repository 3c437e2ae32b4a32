// A listing photo's <img> attributes. The API keeps two WebP variants of every listing photo
// (api/src/features/media/kinds.ts): the thumbnail (at most 480 px on its longer side) and the main picture (at
// most 2560 px), and answers each with its width. The srcset names both with their real widths, so a small slot
// (a card on a narrow screen at density 1, the gallery's strip) takes the thumbnail and a wide or dense one the
// main picture. The first photos a page shows are its largest paint: they load at once and first; every other
// one waits until it is near the viewport.
import type { ImgHTMLAttributes } from 'react';

/** One variant of a photo and its width in pixels (0 or less when the API does not know it). */
export interface PhotoVariant {
  url: string | null | undefined;
  width: number | null | undefined;
}

/** Both variants of a photo for srcset; none when the API has only one of them or does not know their widths. */
export function photoSrcSet(thumb: PhotoVariant, main: PhotoVariant): string | undefined {
  if (!thumb.url || !main.url || thumb.url === main.url) return undefined;
  if (!thumb.width || !main.width || thumb.width <= 0 || main.width <= thumb.width) return undefined;
  return `${thumb.url} ${thumb.width}w, ${main.url} ${main.width}w`;
}

type ImgAttributes = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'srcSet' | 'sizes' | 'loading' | 'decoding' | 'fetchPriority'
>;

/**
 * How soon a photo is wanted: 'first' is the page's largest paint (the first card, a detail's main photo), loaded
 * at once and ahead of other images; 'eager' is in the first screen (the rest of the first row of cards); 'lazy'
 * waits until it nears the viewport.
 */
export type PhotoPriority = 'first' | 'eager' | 'lazy';

/** Cards in the first row of a wide grid (three columns) are in the first screen. */
export const EAGER_CARDS = 3;

export function cardPriority(index: number): PhotoPriority {
  if (index === 0) return 'first';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}

/** `sizes`: how wide the photo's box is at each screen width. */
export function photoLoading({
  priority,
  srcSet,
  sizes,
}: {
  priority: PhotoPriority;
  srcSet?: string;
  sizes: string;
}): ImgAttributes {
  return {
    ...(srcSet ? { srcSet, sizes } : {}),
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    decoding: 'async',
    ...(priority === 'first' ? { fetchPriority: 'high' } : {}),
  };
}

/** A card's picture box in the result grids (cards of at least 240 px, filling the list column). */
export const CARD_SIZES = '(max-width: 527px) calc(100vw - 32px), (max-width: 800px) calc(50vw - 24px), 300px';
