import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import './geography-tables.js';
import { placeCode, SYRIA, type Place } from './syria-geography.js';

type Level =
  | { table: 'cities'; parent: 'governorate_id' }
  | { table: 'neighborhoods'; parent: 'city_id' }
  | { table: 'sub_neighborhoods'; parent: 'neighborhood_id' };
const CHILD_LEVELS: readonly Level[] = [
  { table: 'cities', parent: 'governorate_id' },
  { table: 'neighborhoods', parent: 'city_id' },
  { table: 'sub_neighborhoods', parent: 'neighborhood_id' },
];

interface Seeded {
  id: number;
  children: readonly Place[];
}

const row = ([en, ar]: Place, index: number) => ({ code: placeCode(en), name_en: en, name_ar: ar, sort_order: index });

/**
 * Upserts the whole tree by stable codes: a second run finds every row already there (and refreshes names if the
 * data above was corrected), so nothing is created twice.
 */
export async function seedGeography(db: Kysely<Database>): Promise<void> {
  const governorates = await db
    .insertInto('governorates')
    .values(SYRIA.map(row))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name_en: eb.ref('excluded.name_en'),
        name_ar: eb.ref('excluded.name_ar'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const byCode = new Map(governorates.map((g) => [g.code, g.id]));
  let parents: Seeded[] = SYRIA.map(([en, , children]) => ({
    id: byCode.get(placeCode(en))!,
    children: children ?? [],
  }));

  // The levels differ only in table and parent column; Kysely cannot type a table chosen at run time.
  const anyDb = db as unknown as Kysely<any>;
  for (const level of CHILD_LEVELS) {
    const values = parents.flatMap((p) => p.children.map((child, i) => ({ ...row(child, i), [level.parent]: p.id })));
    if (values.length === 0) break;
    const inserted: { id: number; code: string; parent_id: number }[] = await anyDb
      .insertInto(level.table)
      .values(values)
      .onConflict((oc) =>
        oc.columns([level.parent, 'code']).doUpdateSet((eb) => ({
          name_en: eb.ref('excluded.name_en'),
          name_ar: eb.ref('excluded.name_ar'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .returning(['id', 'code', `${level.parent} as parent_id`])
      .execute();
    const ids = new Map(inserted.map((r) => [`${r.parent_id}/${r.code}`, r.id]));
    parents = parents.flatMap((p) =>
      p.children.map(([en, , children]) => ({ id: ids.get(`${p.id}/${placeCode(en)}`)!, children: children ?? [] })),
    );
  }
}
