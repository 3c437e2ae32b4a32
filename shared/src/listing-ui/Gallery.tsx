import { useState } from 'react';
import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { photoLoading } from './photo';

export interface ListingImage {
  url: string;
  width: number;
  height: number;
  /** The photo's variants with their widths (photo.ts), when the API has both. */
  srcSet?: string;
}

/** The gallery stage's width: the detail page's main column (detail-styles: one column up to 800 px, then beside a 300 px aside). */
export const GALLERY_SIZES = '(min-width: 801px) min(844px, calc(100vw - 356px)), calc(100vw - 32px)';

type Slide = { kind: 'image'; image: ListingImage } | { kind: 'video'; url: string };

/** Photos with previous/next and thumbnails; the video, when there is one, is the last slide. */
export function Gallery({
  ui,
  images,
  video,
  name,
}: {
  ui: ListingUi;
  images: ListingImage[];
  video: string | null;
  name: string;
}) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  const slides: Slide[] = [
    ...images.map((image): Slide => ({ kind: 'image', image })),
    ...(video ? [{ kind: 'video', url: video } as Slide] : []),
  ];
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const current = slides[Math.min(index, slides.length - 1)] as Slide;
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);
  const nav = `${p}gallery__nav`;

  return (
    <section className={`${p}gallery`} aria-label={t('detail.gallery')} aria-roledescription="carousel">
      <div className={`${p}gallery__stage`} aria-live="polite">
        {current.kind === 'image' ? (
          <img
            src={current.image.url}
            alt={t('detail.photo', { index: index + 1, count })}
            width={current.image.width}
            height={current.image.height}
            // The photo first shown is the detail page's largest paint.
            {...photoLoading({
              priority: index === 0 ? 'first' : 'eager',
              srcSet: current.image.srcSet,
              sizes: GALLERY_SIZES,
            })}
          />
        ) : (
          <video
            src={current.url}
            controls
            preload="metadata"
            aria-label={t('detail.video')}
            width={1200}
            height={900}
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${nav} ${nav}--prev`}
              aria-label={t('detail.previousPhoto')}
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${nav} ${nav}--next`}
              aria-label={t('detail.nextPhoto')}
              onClick={() => go(index + 1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={`${p}gallery__thumbs`}>
          {slides.map((slide, i) => (
            <li key={slide.kind === 'image' ? slide.image.url : slide.url}>
              <button
                type="button"
                aria-current={i === index || undefined}
                aria-label={slide.kind === 'image' ? t('detail.photo', { index: i + 1, count }) : t('detail.video')}
                onClick={() => setIndex(i)}
              >
                {slide.kind === 'image' ? (
                  <img
                    src={slide.image.url}
                    alt=""
                    width={96}
                    height={72}
                    {...photoLoading({ priority: 'lazy', srcSet: slide.image.srcSet, sizes: '96px' })}
                  />
                ) : (
                  <span className={`${p}gallery__video-thumb`} aria-hidden="true">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={`${p}visually-hidden`}>{name}</p>
    </section>
  );
}
