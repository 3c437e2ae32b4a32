import { http } from '@souq/shared';
import type { AlertSetting, SavedSearch } from '@souq/shared/saved-searches';

export async function listSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const response = await http.authJson<{ items: SavedSearch[] }>({ url: '/saved-searches', signal });
  return response.data.items;
}

export interface SavedSearchChange {
  name?: string;
  alert?: AlertSetting;
}

export async function updateSavedSearch(
  id: number,
  change: SavedSearchChange,
): Promise<{ search: SavedSearch; message: string }> {
  const response = await http.authJson<SavedSearch>({ method: 'POST', url: '/update-search', data: { id, ...change } });
  return { search: response.data, message: response.message };
}

export async function deleteSavedSearch(id: number): Promise<string> {
  const response = await http.authJson<null>({ method: 'POST', url: '/delete-search', data: { id } });
  return response.message;
}
