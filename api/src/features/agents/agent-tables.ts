import type { ColumnType, Generated } from 'kysely';
import type { ContactChannel } from '../property/property-tables.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Rating = 1 | 2 | 3 | 4 | 5;
export type ReportReason = 'spam' | 'offensive' | 'fake' | 'conflict_of_interest' | 'other';
export type AssociationStatus = 'pending' | 'accepted' | 'declined' | 'ended';

/** A member's contact with an agent made from the agent's profile (listing contacts live with each kind). */
export interface AgentContactsTable {
  tenant_id: number;
  user_id: number;
  agent_id: number;
  channel: ContactChannel;
  times: ColumnType<number, number | undefined, number>;
  first_contacted_at: CreatedAt;
  last_contacted_at: UpdatedAt;
}

export interface AgentReviewsTable {
  id: Generated<number>;
  tenant_id: number;
  agent_id: number;
  reviewer_id: number;
  overall_experience: Rating;
  transparency: Rating;
  professionalism: Rating;
  responsiveness: Rating;
  text: string | null;
  contact_channel: ContactChannel | null;
  contacted_at: Date | null;
  reply: string | null;
  replied_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: 'reports' | 'moderator' | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ReviewReportsTable {
  tenant_id: number;
  review_id: number;
  reporter_id: number;
  reason: ReportReason;
  text: string | null;
  created_at: CreatedAt;
  /** A moderator's decision on the report (0380); undecided reports are the queue. */
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decision: ColumnType<
    'hidden' | 'restored' | 'dismissed' | null,
    'hidden' | 'restored' | 'dismissed' | null | undefined,
    'hidden' | 'restored' | 'dismissed' | null
  >;
}

export interface AgentReportsTable {
  tenant_id: number;
  agent_id: number;
  reporter_id: number;
  reason: ReportReason;
  text: string | null;
  created_at: CreatedAt;
  /** A moderator's decision on the report (0380); undecided reports are the queue. */
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decision: ColumnType<
    'hidden' | 'restored' | 'dismissed' | null,
    'hidden' | 'restored' | 'dismissed' | null | undefined,
    'hidden' | 'restored' | 'dismissed' | null
  >;
}

export interface CompanyAgentsTable {
  id: Generated<number>;
  tenant_id: number;
  company_id: number;
  agent_id: number | null;
  email: string;
  status: ColumnType<AssociationStatus, AssociationStatus | undefined, AssociationStatus>;
  invited_by: number | null;
  created_at: CreatedAt;
  responded_at: Date | null;
  ended_at: Date | null;
}

declare module '../../db/types.js' {
  interface Database {
    agent_contacts: AgentContactsTable;
    agent_reviews: AgentReviewsTable;
    review_reports: ReviewReportsTable;
    agent_reports: AgentReportsTable;
    company_agents: CompanyAgentsTable;
  }
}
