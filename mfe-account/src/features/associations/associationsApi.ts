import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// The association endpoints, typed by the API's contract.
export type CompanyAgents = ApiAnswer<'/api/company-agent'>;
export type AgentCompanies = ApiAnswer<'/api/agent-companies'>;
export type CompanyAgent = CompanyAgents['agents'][number];
export type PendingInvitation = CompanyAgents['pending'][number];
export type AgentCompany = AgentCompanies['companies'][number];
export type Invitation = AgentCompanies['invitations'][number];

export async function loadCompanyAgents(signal?: AbortSignal): Promise<CompanyAgents> {
  return (await http.authJson<CompanyAgents>({ url: '/company-agent', signal })).data;
}

export async function inviteAgent(
  body: ApiBody<'/api/company-agent'>,
): Promise<{ invitation: PendingInvitation; message: string }> {
  const response = await http.authJson<ApiAnswer<'/api/company-agent', 'post'>>({
    method: 'POST',
    url: '/company-agent',
    data: body,
  });
  return { invitation: response.data, message: response.message };
}

/** Ends an accepted association or cancels a pending invitation (the company's side). */
export async function endAssociation(id: number): Promise<string> {
  return (await http.authJson<null>({ method: 'DELETE', url: `/company-agent/${id}` })).message;
}

export async function loadAgentCompanies(signal?: AbortSignal): Promise<AgentCompanies> {
  return (await http.authJson<AgentCompanies>({ url: '/agent-companies', signal })).data;
}

export async function answerInvitation(id: number, action: 'accept' | 'decline'): Promise<string> {
  return (await http.authJson<null>({ method: 'POST', url: `/agent-companies/${id}/${action}` })).message;
}

export async function leaveCompany(id: number): Promise<string> {
  return (await http.authJson<null>({ method: 'DELETE', url: `/agent-companies/${id}` })).message;
}
