import { http } from '@souq/shared';
import type { Ratings, ReportReason, Review, ReviewPage, ReviewSort } from '../../../../lib/agentApiTypes';

export const REVIEWS_PER_PAGE = 10;

export async function getReviews(
  agentId: number,
  page: number,
  sort: ReviewSort,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const params = { agent_id: agentId, page, per_page: REVIEWS_PER_PAGE, sort };
  return (await http.authJson<ReviewPage>({ url: '/agent-review-listing', params, signal })).data;
}

/** Creates the member's review of the agent, or edits it when there is one. */
export async function saveReview(
  agentId: number,
  ratings: Ratings,
  text: string,
): Promise<{ message: string; review: Review }> {
  const trimmed = text.trim();
  const response = await http.authJson<Review>({
    method: 'POST',
    url: '/agent-review',
    data: { agent_id: agentId, ...ratings, ...(trimmed ? { text: trimmed } : {}) },
  });
  return { message: response.message, review: response.data };
}

export async function deleteReview(reviewId: number): Promise<string> {
  return (await http.authJson({ method: 'DELETE', url: `/agent-review/${reviewId}` })).message;
}

/** The agent's one public reply to a review; sending again edits it. */
export async function saveReply(reviewId: number, text: string): Promise<string> {
  return (
    await http.authJson({
      method: 'POST',
      url: '/agent-review/reply',
      data: { review_id: reviewId, text: text.trim() },
    })
  ).message;
}

export async function deleteReply(reviewId: number): Promise<string> {
  return (await http.authJson({ method: 'DELETE', url: `/agent-review/reply/${reviewId}` })).message;
}

export async function reportReview(reviewId: number, reason: ReportReason, text: string | null): Promise<string> {
  const data = { review_id: reviewId, reason, ...(text ? { text } : {}) };
  return (await http.authJson({ method: 'POST', url: '/report-review', data })).message;
}

export async function withdrawReviewReport(reviewId: number): Promise<string> {
  return (await http.authJson({ method: 'POST', url: '/report-review/withdraw', data: { review_id: reviewId } }))
    .message;
}
