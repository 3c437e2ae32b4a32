import { type Static, Type } from 'typebox';
import { KIND_NAMES } from '../listing-kinds/registry.js';
import { ListingRefSchema, PageQuery, paged, Reason } from './schemas.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { envelope } from '../../lib/envelope.js';

// Shapes of the verification requests and the duplicates' queue (H3 of the moderation contract).
/** What a verification request is for: a listing of any kind, or an agent (or company) themselves. */
export const VERIFICATION_SUBJECTS = [...KIND_NAMES, 'agent'] as const;
export const SubjectKind = Type.Enum([...VERIFICATION_SUBJECTS]);
export const LISTING_DOCUMENTS = ['green_tabu', 'court_ruling', 'notarised_poa', 'other'] as const;
export const AGENT_DOCUMENTS = ['licence', 'registration', 'other'] as const;
const DocumentType = Type.Enum([...new Set([...LISTING_DOCUMENTS, ...AGENT_DOCUMENTS])]);
const VerificationStatus = Type.Enum(['pending', 'approved', 'rejected', 'withdrawn', 'lapsed']);

export const VerificationView = Type.Object({
  id: Id,
  subject_kind: SubjectKind,
  subject_id: Id,
  document_type: DocumentType,
  /** The name the member's file had. */
  document_name: Nullable(Type.String()),
  status: VerificationStatus,
  /** An admin's reason (a rejection's always). */
  reason: Nullable(Type.String()),
  created_at: DateTime,
  decided_at: Nullable(DateTime),
  /** Opens the document (its owner and admins only). */
  document_url: Type.String(),
});
export type VerificationViewT = Static<typeof VerificationView>;

export const VerificationResponse = envelope(VerificationView);
export const MineQuery = Type.Object({ subject_kind: SubjectKind, subject_id: Id });
export const MineResponse = envelope(Type.Object({ verified: Type.Boolean(), request: Nullable(VerificationView) }));
export const IdBody = Type.Object({ id: Id });
export const IdQuery = Type.Object({ id: Id });

const QueueSubject = Type.Object({
  kind: SubjectKind,
  id: Id,
  name: Type.String(),
  path: Type.String(),
  owner: Type.Object({ id: Id, name: Type.String(), email: Type.String() }),
});
export const VerificationItem = Type.Object({ request: VerificationView, subject: QueueSubject });
export type VerificationItemT = Static<typeof VerificationItem>;
export const VerificationQueueQuery = Type.Object({ status: Type.Optional(VerificationStatus), ...PageQuery });
export const VerificationQueueResponse = paged(VerificationItem);
export const VerificationDecideBody = Type.Object({
  id: Id,
  decision: Type.Enum(['approve', 'reject']),
  reason: Type.Optional(Reason),
});
export const VerificationItemResponse = envelope(VerificationItem);

export const DuplicateItem = Type.Object({
  id: Id,
  basis: Type.Enum(['photos', 'text']),
  status: Type.Enum(['pending', 'hidden', 'dismissed']),
  created_at: DateTime,
  listing: ListingRefSchema,
  original: ListingRefSchema,
});
export type DuplicateItemT = Static<typeof DuplicateItem>;
export const DuplicateQueueQuery = Type.Object({ ...PageQuery });
export const DuplicateQueueResponse = paged(DuplicateItem);
export const DuplicateDecideBody = Type.Object({
  id: Id,
  decision: Type.Enum(['hide', 'dismiss']),
  reason: Type.Optional(Reason),
});
export const DuplicateItemResponse = envelope(DuplicateItem);
