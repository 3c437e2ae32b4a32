import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// The admin's plan catalogue endpoints as the API's OpenAPI document declares them (shared/src/api-contract).
type PlansAnswer = ApiAnswer<'/api/admin/plans'>;
type OptionsAnswer = ApiAnswer<'/api/admin/listing-options'>;
export type AdminPlan = PlansAnswer['plans'][number];
export type AdminOption = OptionsAnswer['options'][number];
export type PlanChange = ApiBody<'/api/admin/plans/update'>;
export type OptionChange = ApiBody<'/api/admin/listing-options/update'>;

export async function fetchAdminPlans(signal?: AbortSignal): Promise<AdminPlan[]> {
  const response = await http.authJson<PlansAnswer>({ url: '/admin/plans', signal });
  return response.data.plans;
}

export async function fetchListingOptions(signal?: AbortSignal): Promise<AdminOption[]> {
  const response = await http.authJson<OptionsAnswer>({ url: '/admin/listing-options', signal });
  return response.data.options;
}

/** Changes the fields sent (the others stay); resolves with the plan as it now is and the API's message. */
export async function updatePlan(change: PlanChange): Promise<{ plan: AdminPlan; message: string }> {
  const response = await http.authJson<ApiAnswer<'/api/admin/plans/update', 'post'>>({
    method: 'POST',
    url: '/admin/plans/update',
    data: change,
  });
  return { plan: response.data.plan, message: response.message };
}

export async function updateListingOption(change: OptionChange): Promise<{ option: AdminOption; message: string }> {
  const response = await http.authJson<ApiAnswer<'/api/admin/listing-options/update', 'post'>>({
    method: 'POST',
    url: '/admin/listing-options/update',
    data: change,
  });
  return { option: response.data.option, message: response.message };
}
