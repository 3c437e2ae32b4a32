import { LoadingText } from './LoadingText';
import {
  SKELETON_CARDS_CLASS,
  SKELETON_SHAPES,
  SKELETON_STATUS_CLASS,
  shapeClass,
  type PageSkeletonKind,
  type SkeletonShape,
} from './skeletonShapes';
import './skeleton.css';

export type { PageSkeletonKind } from './skeletonShapes';

function Shape({ shape }: { shape: SkeletonShape }) {
  if (typeof shape === 'string') return <span className={shapeClass(shape)} />;
  return (
    <div className={SKELETON_CARDS_CLASS}>
      {Array.from({ length: shape.cards }, (_, i) => (
        <span key={i} className={shapeClass('card')} />
      ))}
    </div>
  );
}

/**
 * What a page shows while it (or its application) loads: the loading text of docs/product/routes.md over grey boxes laid out as
 * the page will be (heading, toolbar, cards; or back link, title, price, gallery), so the page arrives in room kept
 * for it instead of pushing what is below down. The site server sends the same skeleton in the page's HTML
 * (skeletonShapes.ts), so it is on screen before the scripts have loaded.
 */
export function PageSkeleton({ kind }: { kind: PageSkeletonKind }) {
  return (
    <div className={`souq-ui-skeleton souq-ui-skeleton--${kind}`} data-skeleton={kind}>
      <LoadingText className={SKELETON_STATUS_CLASS} />
      <div className="souq-ui-skeleton__shapes" aria-hidden="true">
        {SKELETON_SHAPES[kind].map((shape, i) => (
          <Shape key={i} shape={shape} />
        ))}
      </div>
    </div>
  );
}

/** A list's cards while the first page of results loads: the grid keeps the cards' room. */
export function CardsSkeleton({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <div
      className={['souq-ui-skeleton', 'souq-ui-skeleton--cards', className].filter(Boolean).join(' ')}
      data-skeleton="cards"
    >
      <LoadingText className={SKELETON_STATUS_CLASS} />
      <div className={`souq-ui-skeleton__shapes ${SKELETON_CARDS_CLASS}`} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={shapeClass('card')} />
        ))}
      </div>
    </div>
  );
}
