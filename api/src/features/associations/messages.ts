// Messages of the association endpoints (a Corporate's agents), in English; messages-ar.ts holds their Arabic.

/** Invitations a company may send in an hour (counted per company account). */
export const INVITATIONS_PER_HOUR = 20;

export const MSG = {
  invited: 'Invitation sent.',
  companyAgents: 'Associated agents',
  agentCompanies: 'Associated companies',
  cancelled: 'Invitation cancelled.',
  removed: 'The agent has been removed from your company.',
  accepted: 'Invitation accepted.',
  declined: 'Invitation declined.',
  left: 'You have left the company.',
  notFound: 'Invitation not found.',
  noLongerOpen: 'This invitation or association is no longer active.',
  tooMany: 'You have sent too many invitations. Please try again later.',
} as const;

// Refusals shown under the invitation form's email field.
export const FIELD_MSG = {
  self: 'You cannot invite yourself.',
  onlyAgents: 'Only agents can join a company.',
  already: 'This agent is already associated with your company or invited.',
  noCompany: 'Add your company details in My account before inviting agents.',
} as const;
