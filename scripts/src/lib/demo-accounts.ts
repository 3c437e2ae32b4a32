/** The seeded demo Agent (README "Demo accounts"): the measuring scripts load the account area as this member. */
export const DEMO_AGENT = { email: 'agent@souq.localhost', password: 'Agent@2026' };
