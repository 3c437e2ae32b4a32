import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

// The admin's reported reviews and agents as the API's OpenAPI document declares them (GET /admin/review-reports,
// /admin/agent-reports; POST …/decide).

type ReviewsPage = ApiAnswer<'/api/admin/review-reports'>;
type AgentsPage = ApiAnswer<'/api/admin/agent-reports'>;

/**
 * A review with undecided reports (overall_experience 1 to 5; hidden_reason 'reports' when enough reports took it out
 * of view, 'moderator').
 */
export type ReportedReview = ReviewsPage['data'][number];

/** An agent or a company with undecided reports. */
export type ReportedAgent = AgentsPage['data'][number];

export async function fetchReportedReviews(page: number, signal: AbortSignal): Promise<ReviewsPage> {
  const params = { page } satisfies ApiQuery<'/api/admin/review-reports'>;
  const response = await http.authJson<ReviewsPage>({ url: '/admin/review-reports', params, signal });
  return response.data;
}

export async function fetchReportedAgents(page: number, signal: AbortSignal): Promise<AgentsPage> {
  const params = { page } satisfies ApiQuery<'/api/admin/agent-reports'>;
  const response = await http.authJson<AgentsPage>({ url: '/admin/agent-reports', params, signal });
  return response.data;
}

/** Hides the review (its author is emailed `reason`) or dismisses its reports; resolves with the API's message. */
export async function decideReviewReports(
  reviewId: number,
  decision: ApiBody<'/api/admin/review-reports/decide'>['decision'],
  reason: string,
): Promise<string> {
  const data: ApiBody<'/api/admin/review-reports/decide'> = { review_id: reviewId, decision, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/review-reports/decide', data });
  return response.message;
}

/** Dismisses the reports of an agent, or suspends the member (emailed `reason`); resolves with the API's message. */
export async function decideAgentReports(
  agentId: number,
  decision: ApiBody<'/api/admin/agent-reports/decide'>['decision'],
  reason: string,
): Promise<string> {
  const data: ApiBody<'/api/admin/agent-reports/decide'> = { agent_id: agentId, decision, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/agent-reports/decide', data });
  return response.message;
}
