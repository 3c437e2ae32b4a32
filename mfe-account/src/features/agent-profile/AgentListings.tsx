import { useEffect, useRef, useState } from 'react';
import { EmptyState, isHttpError, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { ListingTabs, useTabAndPage } from '../listing-summary/ListingTabs';
import type { ListingKind } from '../listing-summary/listingSummary';
import { getAgentListings, type AgentListingPage } from './api/agentListings';
import { AgentListingCard } from './AgentListingCard';

function useAgentListings(kind: ListingKind, userId: number, page: number) {
  const [answer, setAnswer] = useState<AgentListingPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getAgentListings(kind, userId, page, controller.signal)
      .then(setAnswer)
      .catch((error: unknown) => {
        if (!(isHttpError(error) && error.kind === 'cancelled')) setFailed(true);
      });
    return () => controller.abort();
  }, [kind, userId, page, attempt]);
  // An answer for the other tab (still on screen while this one loads) is not shown as this tab's.
  return { answer: answer?.kind === kind ? answer : null, failed, retry: () => setAttempt((value) => value + 1) };
}

function KindList({ kind, userId, page, onPage }: { kind: ListingKind; userId: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('account');
  const { answer, failed, retry } = useAgentListings(kind, userId, page);
  if (failed && !answer) {
    return (
      <p className="agp-retry">
        {t('agentProfile.listings.failed')}{' '}
        <button type="button" className="agp-button" onClick={retry}>
          {t('agentProfile.listings.retry')}
        </button>
      </p>
    );
  }
  if (!answer) return <LoadingText />;
  const items = answer.kind === 'property' ? answer.page.items.map((card) => ({ kind: 'property' as const, card })) : answer.page.items.map((card) => ({ kind: 'auto' as const, card }));
  if (items.length === 0) return <EmptyState kind="noListings" />;
  return (
    <>
      <ul className="agp-listings">
        {items.map((item) => (
          <li key={`${item.kind}-${item.card.id}`}>{item.kind === 'property' ? <AgentListingCard kind="property" card={item.card} /> : <AgentListingCard kind="auto" card={item.card} />}</li>
        ))}
      </ul>
      <Pagination className="agp-pagination" current={answer.page.pagination.page} total={Math.max(1, answer.page.pagination.last_page)} onChange={onPage} />
    </>
  );
}

/** The agent's active listings: properties and cars in tabs (kept in the address with the page), as search cards. */
export function AgentListings({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const section = useRef<HTMLElement>(null);
  // A new page brings the list's heading into view (the list sits under the profile, not at the window's top).
  const { tab, page, setTab, setPage } = useTabAndPage(() => section.current?.scrollIntoView?.({ block: 'start' }));
  return (
    <section ref={section} className="agp-section" aria-labelledby="agp-listings-title">
      <h2 id="agp-listings-title">{t('agentProfile.listings.title')}</h2>
      <ListingTabs tab={tab} onTab={setTab} render={(kind) => <KindList kind={kind} userId={userId} page={page} onPage={setPage} />} />
    </section>
  );
}
