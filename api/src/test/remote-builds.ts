import fs from 'node:fs';
import path from 'node:path';

// Small but complete remote builds laid out as webpack's federation plugin lays them out (manifest, remote entry,
// a shared singleton's chunk, the exposed app's chunk), for tests that verify versions before they go live.

const PLUGIN_VERSION = '2.9.2';

const sharedReact = (remote: string, version: string) => ({
  id: `${remote}:react`,
  name: 'react',
  version,
  singleton: true,
  requiredVersion: `^${version}`,
  assets: { js: { sync: ['react.1111aaaa22.js'], async: [] }, css: { sync: [], async: [] } },
});

/** Publishes `remote` `version` into the CDN folder `cdnDir`, built against `react`; `missingChunk` leaves its app chunk out. */
export function publishBuild(
  cdnDir: string,
  remote: string,
  version: string,
  { react = '18.3.1', missingChunk = false } = {},
): void {
  const folder = path.join(cdnDir, remote, version);
  fs.mkdirSync(folder, { recursive: true });
  const appChunk = `app.${version.replace(/\W/g, '')}.js`;
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      pluginVersion: PLUGIN_VERSION,
      publicPath: 'auto',
    },
    shared: [sharedReact(remote, react)],
    remotes: [],
    exposes: [
      {
        id: `${remote}:app`,
        name: 'app',
        path: './app',
        assets: { js: { sync: [appChunk], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${version} */`);
  fs.writeFileSync(path.join(folder, manifest.shared[0]!.assets.js.sync[0]!), '/* react */');
  if (!missingChunk) fs.writeFileSync(path.join(folder, appChunk), '/* app */');
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** Writes a shell build's manifest (React 18.3.1 shared) to `file`, the SOUQ_SHELL_MANIFEST versions are checked against. */
export function writeShellManifest(file: string): string {
  fs.writeFileSync(
    file,
    JSON.stringify({
      name: 'shell',
      metaData: { pluginVersion: PLUGIN_VERSION },
      shared: [sharedReact('shell', '18.3.1')],
    }),
  );
  return file;
}
