import { useEffect, useId, useState } from 'react';
import { EmptyState, LoadingText, Pagination, useTranslation } from '@souq/shared';
import type { AgentProfile, RatingSummary, ReviewSort } from '../../../lib/agentApiTypes';
import { RetryLine } from '../RetryLine';
import { useRequest } from '../../../hooks/useRequest';
import { getReviews } from './api/reviewRequests';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import './reviewsTexts';

const SORTS: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];

interface ReviewsSectionProps {
  profile: AgentProfile;
  /** The signed-in member is this agent. */
  isSelf: boolean;
  /** A review was written, edited or deleted: the profile's summary and permission are asked again. */
  onReviewChanged: () => void;
  /** The rating summary that came with the list (newer than the profile's after a report hid a review). */
  onSummary: (summary: RatingSummary) => void;
}

/** The agent's reviews: the member's own review form, then the list, sortable and paginated. */
export function ReviewsSection({ profile, isSelf, onReviewChanged, onSummary }: ReviewsSectionProps) {
  const { t } = useTranslation('account');
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const {
    data: answer,
    error,
    retry: reloadList,
  } = useRequest(`${profile.id}/${page}/${sort}`, (signal) => getReviews(profile.id, page, sort, signal));
  const items = answer?.items ?? null;

  useEffect(() => {
    if (answer) onSummary(answer.summary);
  }, [answer, onSummary]);

  // The last review of a later page was removed: show the page before it.
  useEffect(() => {
    if (answer && answer.items.length === 0 && page > 1)
      setPage(Math.max(1, Math.min(page - 1, answer.pagination.last_page)));
  }, [answer, page]);

  return (
    <section className="agp-section agp-reviews" aria-labelledby="agp-reviews-title">
      <div className="agp-reviews__header">
        {/* Named by its tab on screen; the heading stays for those who move by headings. */}
        <h2 id="agp-reviews-title" className="agp-visually-hidden">
          {t('reviews.title')}
        </h2>
        <span className="agp-sort">
          <label htmlFor={sortId}>{t('reviews.sort.label')}</label>
          <select
            id={sortId}
            className="agp-input"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`reviews.sort.${value}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <ReviewForm
        agentId={profile.id}
        agentType={profile.user_type}
        isSelf={isSelf}
        permission={profile.review_permission}
        myReview={profile.my_review}
        onChanged={() => {
          onReviewChanged();
          reloadList();
        }}
      />
      {error && !items ? (
        <RetryLine message={t('reviews.loadFailed')} onRetry={reloadList} />
      ) : !items ? (
        <LoadingText />
      ) : items.length === 0 ? (
        <EmptyState kind="noReviews" />
      ) : (
        <>
          <ol className="agp-reviews__list">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} agentType={profile.user_type} isAgent={isSelf} onChanged={reloadList} />
              </li>
            ))}
          </ol>
          <Pagination
            className="agp-pagination"
            current={page}
            total={Math.max(1, answer?.pagination.last_page ?? 1)}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
