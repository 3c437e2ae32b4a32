import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_DIR, contractFiles } from './contract.js';

// `pnpm contract`: writes the OpenAPI document and the types generated from it into @souq/shared.
await mkdir(CONTRACT_DIR, { recursive: true });
for (const [name, text] of Object.entries(await contractFiles())) {
  await writeFile(path.join(CONTRACT_DIR, name), text);
  console.log(`wrote ${path.relative(process.cwd(), path.join(CONTRACT_DIR, name))}`);
}
