/**
 * `pnpm content <what> <action> …`: edit the site's pages, FAQ entries and home banners without a deploy, through
 * the editors' API (Admin accounts only).
 *
 *   pnpm content pages list                 slugs, titles and whether each page is published
 *   pnpm content pages get <slug>           the page as JSON (a starting point for `set`)
 *   pnpm content pages set <slug> <file>    create or replace a page from a JSON file
 *   pnpm content pages delete <slug>
 *   pnpm content faqs list | add <file> | set <id> <file> | delete <id>
 *   pnpm content banners list | add <file> | set <id> <file> | delete <id>
 *   pnpm content messages list              contact-form messages, newest first
 *
 * Environment: SOUQ_API_URL (default http://localhost:8080/api), SOUQ_TENANT (default "default"), and either
 * SOUQ_ADMIN_TOKEN or SOUQ_ADMIN_EMAIL + SOUQ_ADMIN_PASSWORD.
 *
 * Page file: { "ar_title", "en_title", "fr_title", "ar_content": [blocks], "en_content": [blocks], "fr_content"?,
 * "position"?, "published"? } where a block is {"type":"heading","text"}, {"type":"paragraph","text"} or
 * {"type":"list","items":[…]}. Text is shown as written: markup is not interpreted.
 */
import fs from 'node:fs';
import { ContentApi, ContentApiError } from './content-api.js';

const USAGE = `usage: pnpm content pages list|get <slug>|set <slug> <file.json>|delete <slug>
       pnpm content faqs list|add <file.json>|set <id> <file.json>|delete <id>
       pnpm content banners list|add <file.json>|set <id> <file.json>|delete <id>
       pnpm content messages list`;

class UsageError extends Error {}

function readJson(file: string | undefined): unknown {
  if (!file) throw new UsageError('a JSON file is required');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${(err as Error).message}`);
  }
}

function id(value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError('an id (a positive whole number) is required');
  return n;
}

function slug(value: string | undefined): string {
  if (!value) throw new UsageError('a page slug is required, e.g. privacy-policy');
  return value;
}

const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

function table(rows: Record<string, unknown>[], columns: string[]): void {
  for (const row of rows) console.log(columns.map((c) => String(row[c] ?? '')).join('\t'));
}

export async function run(argv: string[], api: ContentApi): Promise<void> {
  const [what, action, a, b] = argv;
  switch (`${what} ${action}`) {
    case 'pages list':
      return table((await api.listPages()) as Record<string, unknown>[], [
        'slug',
        'published',
        'en_title',
        'ar_title',
        'fr_title',
      ]);
    case 'pages get':
      return print(await api.getPage(slug(a)));
    case 'pages set': {
      const page = (await api.savePage(slug(a), readJson(b))) as { slug: string };
      return console.log(`saved page ${page.slug}`);
    }
    case 'pages delete':
      await api.deletePage(slug(a));
      return console.log(`deleted page ${a}`);
    case 'faqs list':
      return table((await api.listFaqs()) as Record<string, unknown>[], [
        'id',
        'position',
        'published',
        'en_question',
        'ar_question',
      ]);
    case 'faqs add':
      return console.log(`added question ${((await api.addFaq(readJson(a))) as { id: number }).id}`);
    case 'faqs set':
      await api.saveFaq(id(a), readJson(b));
      return console.log(`saved question ${a}`);
    case 'faqs delete':
      await api.deleteFaq(id(a));
      return console.log(`deleted question ${a}`);
    case 'banners list':
      return table((await api.listBanners()) as Record<string, unknown>[], [
        'id',
        'language',
        'position',
        'active',
        'image',
        'title',
      ]);
    case 'banners add':
      return console.log(`added banner ${((await api.addBanner(readJson(a))) as { id: number }).id}`);
    case 'banners set':
      await api.saveBanner(id(a), readJson(b));
      return console.log(`saved banner ${a}`);
    case 'banners delete':
      await api.deleteBanner(id(a));
      return console.log(`deleted banner ${a}`);
    case 'messages list':
      return table((await api.listMessages()) as Record<string, unknown>[], ['id', 'created_at', 'email', 'subject']);
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<void> {
  const api = new ContentApi({
    baseUrl: process.env.SOUQ_API_URL ?? 'http://localhost:8080/api',
    tenant: process.env.SOUQ_TENANT ?? 'default',
    token: process.env.SOUQ_ADMIN_TOKEN,
    email: process.env.SOUQ_ADMIN_EMAIL,
    password: process.env.SOUQ_ADMIN_PASSWORD,
  });
  try {
    await run(process.argv.slice(2), api);
  } catch (err) {
    if (err instanceof UsageError) console.error(err.message === USAGE ? USAGE : `${err.message}\n${USAGE}`);
    else if (err instanceof ContentApiError) {
      console.error(`error ${err.status}: ${err.message}`);
      for (const [field, messages] of Object.entries(err.errors ?? {}))
        console.error(`  ${field}: ${messages.join(' ')}`);
    } else console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}

await main();
