import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ListingKind } from '../listing-kinds/registry.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** One admin action (0380): append-only, a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  id: Generated<string>;
  tenant_id: number;
  admin_id: number;
  admin_name: string;
  /** What was done, as `<area>.<verb>`: 'listing.hide', 'member.suspend', 'verification.approve', … */
  action: string;
  /** What it was done to: a listing's kind, 'member', 'review', 'agent', 'payment', 'verification', 'plan', … */
  subject_kind: string;
  subject_id: string;
  reason: string | null;
  before: JSONColumnType<Record<string, unknown> | null, string | null, never>;
  after: JSONColumnType<Record<string, unknown> | null, string | null, never>;
  created_at: CreatedAt;
}

export type ListingReportReason = 'fake' | 'sold' | 'wrong_price' | 'wrong_place' | 'offensive' | 'duplicate' | 'other';
export type ReportDecision = 'hidden' | 'restored' | 'dismissed';

export interface ListingReportsTable {
  tenant_id: number;
  listing_kind: ListingKind;
  listing_id: number;
  reporter_id: number;
  reason: ListingReportReason;
  text: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  decision: ReportDecision | null;
}

export type VerificationSubject = ListingKind | 'agent';
export type DocumentType = 'green_tabu' | 'court_ruling' | 'notarised_poa' | 'licence' | 'registration' | 'other';
export type VerificationStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'lapsed';

export interface VerificationRequestsTable {
  id: Generated<number>;
  tenant_id: number;
  subject_kind: VerificationSubject;
  subject_id: number;
  owner_id: number;
  document_type: DocumentType;
  /** Key in the private store (never under the public uploads path). */
  document_path: string;
  document_mime: string;
  document_name: string | null;
  status: ColumnType<VerificationStatus, VerificationStatus | undefined, VerificationStatus>;
  reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export type DuplicateBasis = 'photos' | 'text';

export interface ListingDuplicatesTable {
  id: Generated<number>;
  tenant_id: number;
  listing_kind: ListingKind;
  listing_id: number;
  /** The active listing (same kind, someone else's) it repeats. */
  original_id: number;
  basis: DuplicateBasis;
  status: ColumnType<'pending' | 'hidden' | 'dismissed', 'pending' | undefined, 'pending' | 'hidden' | 'dismissed'>;
  decided_by: number | null;
  decided_at: Date | null;
  reason: string | null;
  created_at: CreatedAt;
}

declare module '../../db/types.js' {
  interface Database {
    audit_log: AuditLogTable;
    listing_reports: ListingReportsTable;
    verification_requests: VerificationRequestsTable;
    listing_duplicates: ListingDuplicatesTable;
  }
}
