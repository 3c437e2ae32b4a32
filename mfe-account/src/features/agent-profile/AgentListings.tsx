import { useRef } from 'react';
import { EmptyState, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { ListingTabs, useTabAndPage } from '../../components/listing-summary/ListingTabs';
import type { ListingKind } from '../../components/listing-summary/listingSummary';
import { getAgentListings } from './api/agentListings';
import { AgentListingCard } from './AgentListingCard';
import { RetryLine } from './RetryLine';
import { useRequest } from '../../hooks/useRequest';

function KindList({
  kind,
  userId,
  page,
  onPage,
}: {
  kind: ListingKind;
  userId: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  const { data, error, retry } = useRequest(`${kind}/${userId}/${page}`, (signal) =>
    getAgentListings(kind, userId, page, signal),
  );
  // An answer for the other tab (still held while this one loads) is not shown as this tab's.
  const answer = data?.kind === kind ? data : null;
  if (error && !answer) return <RetryLine message={t('agentProfile.listings.failed')} onRetry={retry} />;
  if (!answer) return <LoadingText />;
  const items =
    answer.kind === 'property'
      ? answer.page.items.map((card) => ({ kind: 'property' as const, card }))
      : answer.page.items.map((card) => ({ kind: 'auto' as const, card }));
  if (items.length === 0) return <EmptyState kind="noListings" />;
  return (
    <>
      <ul className="agp-listings">
        {items.map((item) => (
          <li key={`${item.kind}-${item.card.id}`}>
            {item.kind === 'property' ? (
              <AgentListingCard kind="property" card={item.card} />
            ) : (
              <AgentListingCard kind="auto" card={item.card} />
            )}
          </li>
        ))}
      </ul>
      <Pagination
        className="agp-pagination"
        current={answer.page.pagination.page}
        total={Math.max(1, answer.page.pagination.last_page)}
        onChange={onPage}
      />
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
      {/* Named by its tab on screen; the heading stays for those who move by headings. */}
      <h2 id="agp-listings-title" className="agp-visually-hidden">
        {t('agentProfile.listings.title')}
      </h2>
      <ListingTabs
        tab={tab}
        onTab={setTab}
        render={(kind) => <KindList kind={kind} userId={userId} page={page} onPage={setPage} />}
      />
    </section>
  );
}
