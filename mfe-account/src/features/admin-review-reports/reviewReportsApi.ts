import { http } from '@souq/shared';
import type { QueuePage, QueueReport } from '../admin/queueTypes';

// The admin's reported reviews and agents as the moderation design declares them (GET /admin/review-reports,
// /admin/agent-reports; POST …/decide); the integrator may take the types from the contract once it has the routes.

/** A review with undecided reports. */
export interface ReportedReview {
  review: {
    id: number;
    agent: { id: number; name: string };
    reviewer: { id: number; name: string };
    text: string | null;
    /** 1 to 5. */
    overall_experience: number;
    hidden_at: string | null;
    /** 'reports' (enough reports took it out of view) | 'moderator'. */
    hidden_reason: string | null;
    created_at: string;
  };
  reports: QueueReport[];
  reports_count: number;
}

/** An agent or a company with undecided reports. */
export interface ReportedAgent {
  agent: { id: number; name: string; email: string; user_type: string; suspended_at: string | null };
  reports: QueueReport[];
  reports_count: number;
}

export async function fetchReportedReviews(page: number, signal: AbortSignal): Promise<QueuePage<ReportedReview>> {
  const response = await http.authJson<QueuePage<ReportedReview>>({ url: '/admin/review-reports', params: { page }, signal });
  return response.data;
}

export async function fetchReportedAgents(page: number, signal: AbortSignal): Promise<QueuePage<ReportedAgent>> {
  const response = await http.authJson<QueuePage<ReportedAgent>>({ url: '/admin/agent-reports', params: { page }, signal });
  return response.data;
}

/** Hides the review (its author is emailed `reason`) or dismisses its reports; resolves with the API's message. */
export async function decideReviewReports(reviewId: number, decision: 'hide' | 'dismiss', reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/review-reports/decide', data: { review_id: reviewId, decision, reason } });
  return response.message;
}

/** Dismisses the reports of an agent, or suspends the member (emailed `reason`); resolves with the API's message. */
export async function decideAgentReports(agentId: number, decision: 'dismiss' | 'suspend', reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/agent-reports/decide', data: { agent_id: agentId, decision, reason } });
  return response.message;
}
