import { LoadingText } from './LoadingText';
import './souq-ui.css';

/** The page shapes a loading page keeps the room of: the home page, a list of cards, a listing's detail, any other page. */
export type PageSkeletonKind = 'home' | 'list' | 'detail' | 'page';

function Lines({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="souq-ui-skeleton__line" />
      ))}
    </>
  );
}

/**
 * What a page shows while it (or its application) loads: the loading text of SPEC §2 over grey boxes laid out as
 * the page will be (heading, toolbar, cards; or back link, title, price, gallery), so the page arrives in room kept
 * for it instead of pushing what is below down.
 */
export function PageSkeleton({ kind }: { kind: PageSkeletonKind }) {
  return (
    <div className={`souq-ui-skeleton souq-ui-skeleton--${kind}`} data-skeleton={kind}>
      <LoadingText className="souq-ui-skeleton__status" />
      <div className="souq-ui-skeleton__shapes" aria-hidden="true">
        {kind === 'home' && (
          <>
            <span className="souq-ui-skeleton__hero" />
            <span className="souq-ui-skeleton__heading" />
            <span className="souq-ui-skeleton__card" />
          </>
        )}
        {kind === 'list' && (
          <>
            <span className="souq-ui-skeleton__heading" />
            <Lines count={2} />
            <div className="souq-ui-skeleton__cards">
              <span className="souq-ui-skeleton__card" />
              <span className="souq-ui-skeleton__card" />
              <span className="souq-ui-skeleton__card" />
            </div>
          </>
        )}
        {kind === 'detail' && (
          <>
            <Lines count={1} />
            <span className="souq-ui-skeleton__heading" />
            <Lines count={2} />
            <span className="souq-ui-skeleton__media" />
          </>
        )}
        {kind === 'page' && (
          <>
            <span className="souq-ui-skeleton__heading" />
            <Lines count={4} />
          </>
        )}
      </div>
    </div>
  );
}

/** A list's cards while the first page of results loads: the grid keeps the cards' room. */
export function CardsSkeleton({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <div className={['souq-ui-skeleton', 'souq-ui-skeleton--cards', className].filter(Boolean).join(' ')} data-skeleton="cards">
      <LoadingText className="souq-ui-skeleton__status" />
      <div className="souq-ui-skeleton__shapes souq-ui-skeleton__cards" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className="souq-ui-skeleton__card" />
        ))}
      </div>
    </div>
  );
}
