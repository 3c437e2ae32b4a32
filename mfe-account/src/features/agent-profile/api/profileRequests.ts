import { http } from '@souq/shared';
import type { ContactChannel } from '@souq/shared/listing-ui';
import type { AgentProfile, ContactLink, ReportReason } from '../../../lib/agentApiTypes';

/** An agent's or company's profile; rejects with a 404 HttpError for an unknown or non-agent id. */
export async function getAgentProfile(id: string, signal?: AbortSignal): Promise<AgentProfile> {
  return (await http.authJson<AgentProfile>({ url: '/agent-profile', params: { id }, signal })).data;
}

/** Records a contact with the agent from their profile; answers the link (tel:, mailto:, WhatsApp) to open. */
export async function contactAgent(agentId: number, channel: ContactChannel): Promise<ContactLink> {
  return (
    await http.authJson<ContactLink>({ method: 'POST', url: '/agent-contact', data: { agent_id: agentId, channel } })
  ).data;
}

export async function reportAgent(agentId: number, reason: ReportReason, text: string | null): Promise<string> {
  const data = { agent_id: agentId, reason, ...(text ? { text } : {}) };
  return (await http.authJson({ method: 'POST', url: '/report-agent', data })).message;
}

export async function withdrawAgentReport(agentId: number): Promise<string> {
  return (await http.authJson({ method: 'POST', url: '/report-agent/withdraw', data: { agent_id: agentId } })).message;
}
