import type { ReactNode } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { Tabs } from '../layout/Tabs';
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

/** Properties and cars in two tabs; only the open tab's list is rendered and fetched. */
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
  return (
    <Tabs
      tabs={KINDS.map((kind) => ({ key: kind, label: t(`listingRow.tabs.${kind}`) }))}
      current={tab}
      onChange={onTab}
      render={render}
    />
  );
}
