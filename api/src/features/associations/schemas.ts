import { Type } from 'typebox';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { perKind } from '../listing-kinds/registry.js';

// Request and response shapes of the association endpoints; the account pages read these shapes.

export const InviteBody = Type.Object({ email: Type.String({ format: 'email', minLength: 1, maxLength: 254 }) });
export const IdParams = Type.Object({ id: Id });

const Rating = Type.Object({ average: Type.Number(), count: Type.Integer() });
/** Active listings of each kind. */
const ListingCounts = Type.Object(perKind(() => Type.Integer()));
const CompanyBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Nullable(Type.String()),
  owner_id: Type.Integer(),
});

const PendingInvitation = Type.Object({ id: Type.Integer(), email: Type.String(), invited_at: DateTime });

export const CompanyAgents = Type.Object({
  /** The Corporate's company; null until its details are saved (inviting needs them). */
  company: Nullable(CompanyBrief),
  agents: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'the association' }),
      agent: Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        surname: Nullable(Type.String()),
        image: Nullable(Type.String()),
        email: Type.String(),
      }),
      listing_counts: ListingCounts,
      rating: Rating,
      since: DateTime,
    }),
  ),
  pending: Type.Array(PendingInvitation),
});

export const AgentCompanies = Type.Object({
  companies: Type.Array(
    Type.Object({ id: Type.Integer({ description: 'the association' }), company: CompanyBrief, since: DateTime }),
  ),
  invitations: Type.Array(
    Type.Object({ id: Type.Integer({ description: 'the association' }), company: CompanyBrief, invited_at: DateTime }),
  ),
});

export const InviteResponse = envelope(PendingInvitation);
export const CompanyAgentsResponse = envelope(CompanyAgents);
export const AgentCompaniesResponse = envelope(AgentCompanies);
export const NullResponse = envelope(Type.Null());
