import { Type } from 'typebox';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { LISTING_STATUSES } from '../listings/lifecycle.js';
import { ListingRefSchema, PageQuery, paged, Reason } from './schemas.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { envelope } from '../../lib/envelope.js';

// The shapes of the admin core's routes: the dashboard, members, listings, reported reviews and agents, the audit log.
const Count = Type.Integer({ minimum: 0 });
const UserType = Type.Enum(['Individual', 'Agent', 'Corporate', 'Admin']);
const Search = Type.String({ maxLength: 200 });
const Someone = Type.Object({ id: Id, name: Type.String() });

export const DashboardResponse = envelope(
  Type.Object({
    listing_reports: Count,
    review_reports: Count,
    agent_reports: Count,
    payments: Count,
    verification: Count,
    duplicates: Count,
  }),
);

// ---------- members ----------
export const MemberItem = Type.Object({
  id: Id,
  name: Type.String(),
  surname: Nullable(Type.String()),
  email: Type.String(),
  phone: Nullable(Type.String()),
  user_type: UserType,
  language: Type.Enum(['ar', 'en']),
  created_at: DateTime,
  verified: Type.Boolean(),
  suspended_at: Nullable(DateTime),
  suspended_reason: Nullable(Type.String()),
  listings_count: Count,
});
export const MembersQuery = Type.Object({
  q: Type.Optional(Search),
  user_type: Type.Optional(UserType),
  suspended: Type.Optional(Type.Boolean()),
  ...PageQuery,
});
export const MembersResponse = paged(MemberItem);
export const MemberIdParams = Type.Object({ id: Id });
export const MemberDetailResponse = envelope(
  Type.Object({
    member: Type.Object({ ...MemberItem.properties, company_name: Nullable(Type.String()) }),
    listings: Type.Array(ListingRefSchema),
    reports_against: Count,
    payments_count: Count,
  }),
);
export const SuspendBody = Type.Object({ id: Id, reason: Reason });
export const RestoreMemberBody = Type.Object({ id: Id, reason: Type.Optional(Nullable(Reason)) });
export const MemberResponse = envelope(MemberItem);

// ---------- listings ----------
export const AdminListingItem = Type.Object({ ...ListingRefSchema.properties, reports_open: Count });
export const AdminListingsQuery = Type.Object({
  kind: Type.Optional(ListingKindSchema),
  q: Type.Optional(Search),
  status: Type.Optional(Type.Enum([...LISTING_STATUSES])),
  owner_id: Type.Optional(Id),
  id: Type.Optional(Id),
  ...PageQuery,
});
export const AdminListingsResponse = paged(AdminListingItem);
export const ListingDecisionBody = Type.Object({ kind: ListingKindSchema, id: Id, reason: Reason });
export const AdminListingResponse = envelope(AdminListingItem);

// ---------- reported reviews and agents ----------
export const ReportItem = Type.Object({
  reason: Type.String(),
  text: Nullable(Type.String()),
  created_at: DateTime,
  reporter: Someone,
});
export const ReviewReportItem = Type.Object({
  review: Type.Object({
    id: Id,
    agent: Someone,
    reviewer: Someone,
    text: Nullable(Type.String()),
    overall_experience: Type.Integer({ minimum: 1, maximum: 5 }),
    hidden_at: Nullable(DateTime),
    hidden_reason: Nullable(Type.String()),
    created_at: DateTime,
  }),
  reports: Type.Array(ReportItem),
  reports_count: Count,
});
export const ReviewReportsResponse = paged(ReviewReportItem);
export const ReviewDecideBody = Type.Object({
  review_id: Id,
  decision: Type.Enum(['hide', 'dismiss']),
  reason: Type.Optional(Nullable(Reason)),
});
export const ReviewDecisionResponse = envelope(ReviewReportItem);

export const AgentReportItem = Type.Object({
  agent: Type.Object({
    id: Id,
    name: Type.String(),
    email: Type.String(),
    user_type: UserType,
    suspended_at: Nullable(DateTime),
  }),
  reports: Type.Array(ReportItem),
  reports_count: Count,
});
export const AgentReportsResponse = paged(AgentReportItem);
export const AgentDecideBody = Type.Object({
  agent_id: Id,
  decision: Type.Enum(['dismiss', 'suspend']),
  reason: Type.Optional(Nullable(Reason)),
});
export const AgentDecisionResponse = envelope(AgentReportItem);
export const QueuePageQuery = Type.Object({ ...PageQuery });

// ---------- audit log ----------
const DateOrTime = Type.String({ maxLength: 40 });
export const AuditQuery = Type.Object({
  action: Type.Optional(Type.String({ maxLength: 100 })),
  subject_kind: Type.Optional(Type.String({ maxLength: 50 })),
  subject_id: Type.Optional(Type.String({ maxLength: 50 })),
  admin_id: Type.Optional(Id),
  from: Type.Optional(DateOrTime),
  to: Type.Optional(DateOrTime),
  ...PageQuery,
});
const Snapshot = Nullable(Type.Object({}, { additionalProperties: true }));
export const AuditItem = Type.Object({
  id: Id,
  admin: Someone,
  action: Type.String(),
  subject_kind: Type.String(),
  subject_id: Type.String(),
  reason: Nullable(Type.String()),
  before: Snapshot,
  after: Snapshot,
  created_at: DateTime,
});
export const AuditResponse = paged(AuditItem);
