import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { BannersTable } from './content-tables.js';
import type { Lang } from '../../db/types.js';

export type BannerRow = Selectable<BannersTable>;

export interface BannerInput {
  language: Lang;
  image: string;
  title?: string | null;
  subtitle?: string | null;
  alt?: string;
  link?: string | null;
  position?: number;
  active?: boolean;
}

export function bannerView(row: BannerRow) {
  return {
    id: row.id,
    language: row.language,
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    alt: row.alt,
    link: row.link,
    position: row.position,
    active: row.active,
  };
}

const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

function values(input: BannerInput) {
  return {
    language: input.language,
    image: input.image,
    title: blankToNull(input.title),
    subtitle: blankToNull(input.subtitle),
    alt: input.alt?.trim() ?? '',
    link: blankToNull(input.link),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.active !== undefined && { active: input.active }),
  };
}

export function listBanners(db: Kysely<Database>, tenantId: number, opts: { activeOnly: boolean; language?: Lang }) {
  let query = db.selectFrom('banners').selectAll().where('tenant_id', '=', tenantId);
  if (opts.activeOnly) query = query.where('active', '=', true);
  if (opts.language) query = query.where('language', '=', opts.language);
  return query.orderBy('language').orderBy('position').orderBy('id').execute();
}

export function createBanner(db: Kysely<Database>, tenantId: number, input: BannerInput) {
  return db
    .insertInto('banners')
    .values({ tenant_id: tenantId, ...values(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateBanner(db: Kysely<Database>, tenantId: number, id: number, input: BannerInput) {
  return db
    .updateTable('banners')
    .set({ ...values(input), updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteBanner(db: Kysely<Database>, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('banners')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
