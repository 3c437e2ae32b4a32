import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import type { ListingKind } from './listingSummary';
import './listingTexts';

const KINDS: readonly ListingKind[] = ['property', 'auto'];

/**
 * The tab and page shown, kept in the address (`?tab=auto&page=2`) so a reload or a shared link lands on the same list.
 * A new page scrolls to the top of the window, or calls `onPaged` instead (a list lower down a page).
 */
export function useTabAndPage(onPaged?: () => void): {
  tab: ListingKind;
  page: number;
  setTab: (tab: ListingKind) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const tab: ListingKind = params.get('tab') === 'auto' ? 'auto' : 'property';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setTab = (next: ListingKind) => setParams(new URLSearchParams(next === 'property' ? {} : { tab: next }));
  const setPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
    if (onPaged) onPaged();
    else window.scrollTo({ top: 0 });
  };
  return { tab, page, setTab, setPage };
}

/**
 * Properties and cars in two tabs (WAI-ARIA tabs: arrow keys move between them); only the open tab's list is
 * rendered and fetched. Two plain buttons, rather than antd's Tabs and its measuring machinery.
 */
export function ListingTabs({
  tab,
  onTab,
  render,
}: {
  tab: ListingKind;
  onTab: (tab: ListingKind) => void;
  render: (kind: ListingKind) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const buttons = useRef<Partial<Record<ListingKind, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = KINDS.indexOf(tab);
    // With two tabs either arrow goes to the other one, whichever way the page reads.
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? KINDS.length - 1 : (index + 1) % KINDS.length;
    const kind = KINDS[next]!;
    onTab(kind);
    buttons.current[kind]?.focus();
  };
  return (
    <div className="acc-tabs">
      <div role="tablist" className="acc-tabs__list">
        {KINDS.map((kind) => (
          <button
            key={kind}
            ref={(node) => {
              buttons.current[kind] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${kind}-tab`}
            aria-selected={kind === tab}
            aria-controls={`${id}-${kind}-panel`}
            tabIndex={kind === tab ? 0 : -1}
            className="acc-tabs__tab"
            onClick={() => kind !== tab && onTab(kind)}
            onKeyDown={move}
          >
            {t(`listingRow.tabs.${kind}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="acc-tabs__panel">
        {render(tab)}
      </div>
    </div>
  );
}
