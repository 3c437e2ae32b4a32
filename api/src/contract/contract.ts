import openapiTS, { astToString } from 'openapi-typescript';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../test/test-app.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Where the frontends read the contract: `@souq/shared` holds the API's contracts (docs/architecture.md). */
export const CONTRACT_DIR = path.resolve(HERE, '../../../shared/src/api-contract');
export const CONTRACT_FILES = { document: 'openapi.json', types: 'openapi.ts' } as const;
export const REGENERATE_COMMAND = 'pnpm contract';

const HEADER = `// Generated from the API's OpenAPI document by \`${REGENERATE_COMMAND}\` (api/src/contract/). Do not edit by hand.\n\n`;

/**
 * The API's OpenAPI document as its route schemas declare it, built on an in-memory database so it needs no
 * server. The development-only routes (/api/dev/…) are left out: production never serves them.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const test = await createTestApp();
  try {
    const doc = test.app.swagger() as unknown as { paths?: Record<string, unknown> } & Record<string, unknown>;
    const paths = Object.fromEntries(
      Object.entries(doc.paths ?? {}).filter(([route]) => !route.startsWith('/api/dev/')),
    );
    return JSON.parse(JSON.stringify({ ...doc, paths })) as Record<string, unknown>;
  } finally {
    await test.close();
  }
}

/** The contract's files, path (relative to CONTRACT_DIR) to text, as they should be committed. */
export async function contractFiles(): Promise<Record<string, string>> {
  const doc = await openApiDocument();
  const types = astToString(await openapiTS(doc as never, { alphabetize: false }));
  return {
    [CONTRACT_FILES.document]: `${JSON.stringify(doc, null, 2)}\n`,
    [CONTRACT_FILES.types]: HEADER + types,
  };
}
