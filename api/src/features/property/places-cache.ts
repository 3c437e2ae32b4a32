import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import '../../seed/geography-tables.js';

export interface PlaceName {
  id: number;
  name_en: string;
  name_ar: string;
}
type Level = 'governorates' | 'cities' | 'neighborhoods' | 'sub_neighborhoods';
const LEVELS: readonly Level[] = ['governorates', 'cities', 'neighborhoods', 'sub_neighborhoods'];

/**
 * Place names by id, held in memory: geography is a few hundred rows of global reference data that result lists
 * name on every row, so reading them once beats joining four tables per search. An id not yet known (places
 * seeded after the first read) reloads the lot.
 */
export class PlacesCache {
  private maps: Record<Level, Map<number, PlaceName>> | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  private async load(): Promise<void> {
    const maps = {} as Record<Level, Map<number, PlaceName>>;
    for (const level of LEVELS) {
      const rows = await this.db.selectFrom(level).select(['id', 'name_en', 'name_ar']).execute();
      maps[level] = new Map(rows.map((r) => [r.id, r]));
    }
    this.maps = maps;
  }

  /** Makes sure every id asked for is known (reloading once if one is missing). */
  async ensure(ids: Partial<Record<Level, Iterable<number | null>>>): Promise<void> {
    const missing = () =>
      !this.maps ||
      LEVELS.some((level) => [...(ids[level] ?? [])].some((id) => id !== null && !this.maps![level].has(id)));
    if (!missing()) return;
    this.loading ??= this.load().finally(() => (this.loading = null));
    await this.loading;
  }

  get(level: Level, id: number | null): PlaceName | null {
    if (id === null) return null;
    return this.maps?.[level].get(id) ?? null;
  }
}
