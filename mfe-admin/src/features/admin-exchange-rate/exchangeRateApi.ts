import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// The admin's exchange-rate endpoints as the API's OpenAPI document declares them (shared/src/api-contract).
type HistoryAnswer = ApiAnswer<'/api/admin/exchange-rates'>;
export type RateRecord = HistoryAnswer['rates'][number];
export type RateChange = ApiBody<'/api/admin/exchange-rates', 'post'>;

export async function fetchRateHistory(signal?: AbortSignal): Promise<RateRecord[]> {
  const response = await http.authJson<HistoryAnswer>({ url: '/admin/exchange-rates', signal });
  return response.data.rates;
}

/** Sets the rate; a jump of more than 10× is refused (409) unless `confirm` is sent. */
export async function setRate(change: RateChange): Promise<{ rate: RateRecord; message: string }> {
  const response = await http.authJson<ApiAnswer<'/api/admin/exchange-rates', 'post'>>({
    method: 'POST',
    url: '/admin/exchange-rates',
    data: change,
  });
  return { rate: response.data.rate, message: response.message };
}

export type CurrentRate = ApiAnswer<'/api/exchange-rate'>;

export async function fetchCurrentRate(signal?: AbortSignal): Promise<CurrentRate> {
  const response = await http.publicJson<CurrentRate>({ url: '/exchange-rate', signal });
  return response.data;
}
