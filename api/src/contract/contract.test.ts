import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_DIR, CONTRACT_FILES, contractFiles, REGENERATE_COMMAND } from './contract.js';

// The frontends type their requests and answers from the contract committed in @souq/shared: when a route's schema
// changes and the contract is not regenerated, this fails; once it is regenerated, the type check fails in every page
// that reads what changed.
let files: Record<string, string>;
beforeAll(async () => {
  files = await contractFiles();
}, 60_000);

test('the contract committed in shared/src/api-contract is the one the API declares', async () => {
  const stale: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const committed = await readFile(path.join(CONTRACT_DIR, name), 'utf8').catch(() => null);
    if (committed !== text)
      stale.push(`shared/src/api-contract/${name} is out of date: run \`${REGENERATE_COMMAND}\` and commit it`);
  }
  expect(stale).toEqual([]);
});

test('the contract describes the answers the pages read, without the development-only routes', () => {
  const doc = JSON.parse(files[CONTRACT_FILES.document]!) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
  };
  for (const route of [
    '/api/property/get-property-list',
    '/api/property/property-detail/{id}',
    '/api/auto/get-auto-list',
    '/api/auto/auto-detail/{id}',
  ]) {
    expect([route, doc.paths[route]?.get?.responses['200']?.content]).toEqual([route, expect.any(Object)]);
  }
  expect(Object.keys(doc.paths).filter((route) => route.startsWith('/api/dev/'))).toEqual([]);
});
