import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isLoggedIn, useSession, useTranslation } from '@souq/shared';
import { useLocationSearch } from './navigate';
import { normaliseQuery } from './normalise-query';
import { recordSearch } from './saved-search-requests';
import { NS } from './translations';
import './saved-searches.css';
import type { ListingKind } from '../listing-kinds/registry';

// The list (its request, the names behind the filters) loads when first opened.
const RecentSearchesPanel = lazy(() => import(/* webpackChunkName: "recent-searches" */ './RecentSearchesPanel'));

/** A search is recorded once the filters have stayed put this long, so clicking through filters records one search, not ten. */
export const RECORD_DELAY_MS = 1500;

export interface RecentSearchesProps {
  kind: ListingKind;
  /** The list page's query string; by default the address bar's. */
  query?: string;
  /** For tests and for pages that know better; defaults to RECORD_DELAY_MS. */
  recordDelayMs?: number;
  className?: string;
}

/**
 * For a member: records the list page's searches in their account (so they follow them across devices)
 * and offers the last ones as links. Guests have no history; nothing is shown.
 */
export function RecentSearches({ kind, query, recordDelayMs = RECORD_DELAY_MS, className }: RecentSearchesProps) {
  const { t } = useTranslation(NS);
  const loggedIn = useSession(isLoggedIn);
  const userId = useSession((state) => state.user?.id);
  const locationSearch = useLocationSearch();
  const normalised = normaliseQuery(query ?? locationSearch);
  const [open, setOpen] = useState(false);
  const [recordedCount, setRecordedCount] = useState(0);
  const lastRecorded = useRef<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Another member on this browser starts their own history.
  useEffect(() => {
    lastRecorded.current = null;
  }, [userId]);

  useEffect(() => {
    if (!loggedIn || !normalised || normalised === lastRecorded.current) return undefined;
    const timer = setTimeout(() => {
      lastRecorded.current = normalised;
      recordSearch(kind, normalised).then(
        () => setRecordedCount((count) => count + 1),
        // Forgetting one search is harmless; it is recorded again the next time it is made.
        () => {
          lastRecorded.current = null;
        },
      );
    }, recordDelayMs);
    return () => clearTimeout(timer);
  }, [kind, normalised, loggedIn, recordDelayMs]);

  // Escape or a click elsewhere closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  if (!loggedIn) return null;
  return (
    <div className={['souq-ss-recent', className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="souq-ss-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('recent.button')}
      </button>
      {open && (
        <div id={panelId} className="souq-ss-popover">
          <Suspense fallback={null}>
            <RecentSearchesPanel kind={kind} refreshKey={recordedCount} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
