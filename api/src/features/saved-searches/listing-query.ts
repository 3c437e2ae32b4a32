import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import type { Database } from '../../db/types.js';
import { httpError, isHttpError } from '../../lib/errors.js';
import type { Lang } from '../../db/types.js';
import { formatValidationErrors, validatorCompiler } from '../../plugins/app/validation.js';
import { autoSearchRules } from '../auto/search-rules.js';
import { propertySearchRules } from '../property/search-rules.js';
import { isListingKind, type ListingKind } from '../listing-kinds/registry.js';
import { FIELD_MSG } from './messages.js';
import type { SearchRules } from './search-rules.js';

// A saved or remembered search is the list page's query string, checked exactly as the list endpoint checks it
// (GET /api/property/get-property-list, GET /api/auto/get-auto-list) and stored in one canonical form: known
// parameters only, no paging, keys sorted, array values sorted and repeated (`amenities=balcony&amenities=parking`),
// numbers and currencies as the endpoint reads them. Two ways of writing the same search give the same text.

/** The longest query string accepted; a real search is far shorter. */
export const MAX_QUERY_LENGTH = 2000;

/** Not part of what a search finds: which page of it is shown. */
const PAGING = new Set(['page', 'per_page']);

type Validate = (data: unknown) => { value?: unknown; error?: Error & { validation?: unknown[] } };

interface KindRules extends SearchRules {
  schema: TSchema & { properties: Record<string, unknown> };
  validate: Validate;
}

const compile = (schema: TSchema): Validate =>
  validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/' }) as unknown as Validate;

const withValidator = (rules: SearchRules): KindRules => ({
  ...rules,
  schema: rules.schema as KindRules['schema'],
  validate: compile(rules.schema),
});

/** Each kind's list endpoint's rules, from its folder. */
const RULES: Record<ListingKind, KindRules> = {
  property: withValidator(propertySearchRules),
  auto: withValidator(autoSearchRules),
};

export interface ParsedListingQuery {
  kind: ListingKind;
  /** The canonical query string (may be empty: every listing of the kind). */
  query: string;
  /** The filters as the list endpoint receives them, paging removed. */
  params: Record<string, unknown>;
}

/** Thrown as a 400 with the problems listed under `query`. */
function refuse(messages: string[]): never {
  const list = messages.length > 0 ? messages : [FIELD_MSG.queryInvalid];
  throw httpError(400, list[0]!, { query: list });
}

function rawParams(raw: string): Record<string, unknown> {
  const text = raw.trim().replace(/^\?/, '');
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    // An empty parameter is a filter left blank on the page.
    if (value.trim() === '' || key === '') continue;
    const existing = out[key];
    out[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return out;
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** Canonical text: sorted keys, sorted distinct array values. */
export function canonicalQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of [...new Set(value.map(scalar))].sort()) search.append(key, v);
    } else {
      search.append(key, scalar(value));
    }
  }
  return search.toString();
}

/**
 * Checks a list page's query string like its list endpoint does and returns its canonical form. Bad parameters are a
 * 400 with field errors under `query` (in the caller's language for schema problems; the routes' Arabic hook
 * translates the rest).
 */
export async function parseListingQuery(
  db: Kysely<Database>,
  kind: ListingKind,
  raw: string,
  lang: Lang,
): Promise<ParsedListingQuery> {
  if (raw.length > MAX_QUERY_LENGTH) refuse([FIELD_MSG.queryTooLong]);
  // The routes' schemas take registered kinds only; a stored search of a kind no longer listed is refused, not a 500.
  if (!isListingKind(kind)) refuse([FIELD_MSG.queryInvalid]);
  const rules = RULES[kind];
  const query = rawParams(raw);
  await rules.normalise({ query } as unknown as FastifyRequest);
  const result = rules.validate(query);
  if (result.error) {
    const errors = formatValidationErrors(
      (result.error.validation ?? []) as Parameters<typeof formatValidationErrors>[0],
      lang,
    );
    refuse(Object.values(errors).flat());
  }
  const checked = (result.value ?? query) as Record<string, unknown>;
  const known = Object.keys(rules.schema.properties);
  const params = Object.fromEntries(Object.entries(checked).filter(([key]) => known.includes(key) && !PAGING.has(key)));
  const { sort: _sort, ...filters } = params;
  try {
    await rules.check(db, filters);
  } catch (err) {
    if (isHttpError(err) && err.statusCode === 400)
      refuse(err.errors ? Object.values(err.errors).flat() : [err.message]);
    throw err;
  }
  return { kind, query: canonicalQuery(params), params };
}

/**
 * A stored query back into filters, for the alerts job. Stored queries were valid when saved; one that no longer is
 * (the list endpoint changed) yields null and is skipped.
 */
export async function storedQueryParams(
  db: Kysely<Database>,
  kind: ListingKind,
  stored: string,
): Promise<Record<string, unknown> | null> {
  try {
    return (await parseListingQuery(db, kind, stored, 'en')).params;
  } catch {
    return null;
  }
}
