// Whether a published remote version may go live: its files are all there and its shared singletons fit the shell
// build's. The operators' CLI and the API's versions dashboard refuse a promotion or a canary on the same checks.
import fs from 'node:fs';
import path from 'node:path';
import { VERSION_LABEL } from './registry.js';
import type { RemoteName } from './remotes.js';
import type { CdnTarget } from './target.js';
import { majorOf, satisfies } from './version-range.js';

/** The parts of an mf-manifest.json that verification reads. */
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface SharedEntry {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
  assets?: Assets;
}
export interface FederationManifest {
  name?: string;
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    pluginVersion?: string;
    buildInfo?: { buildVersion?: string };
  };
  shared?: SharedEntry[];
  exposes?: Array<{ name?: string; path?: string; assets?: Assets }>;
}

export interface VerifyResult {
  ok: boolean;
  /** Files the manifest lists, relative to the version folder. */
  files: string[];
  problems: string[];
}

function assetFiles(assets: Assets | undefined): string[] {
  if (!assets) return [];
  return [
    ...(assets.js?.sync ?? []),
    ...(assets.js?.async ?? []),
    ...(assets.css?.sync ?? []),
    ...(assets.css?.async ?? []),
  ];
}

/** Every file a manifest says the browser may fetch: the entry, shared fallbacks and exposed modules' chunks. */
export function filesOfManifest(manifest: FederationManifest): string[] {
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(path.posix.join(entry.path ?? '', entry.name));
  for (const shared of manifest.shared ?? []) assetFiles(shared.assets).forEach((f) => files.add(f));
  for (const expose of manifest.exposes ?? []) assetFiles(expose.assets).forEach((f) => files.add(f));
  return [...files].sort();
}

/**
 * Problems that would break a remote next to this shell: every shared singleton the shell provides must
 * satisfy the remote's required range, and the remote's own copy must satisfy the shell's (so, for
 * example, a remote built against another React major is refused). The federation plugins must share a
 * major version too, since production remotes run on the runtime the shell provides.
 */
export function sharedProblems(remote: FederationManifest, shell: FederationManifest): string[] {
  const problems: string[] = [];
  const shellShared = new Map((shell.shared ?? []).map((s) => [s.name, s]));
  for (const mine of remote.shared ?? []) {
    const theirs = shellShared.get(mine.name);
    if (!theirs || !(theirs.singleton || mine.singleton)) continue;
    if (theirs.version && typeof mine.requiredVersion === 'string') {
      const ok = satisfies(theirs.version, mine.requiredVersion);
      if (ok === false)
        problems.push(
          `shared "${mine.name}": the shell provides ${theirs.version}, this build requires ${mine.requiredVersion}`,
        );
      if (ok === null)
        problems.push(
          `shared "${mine.name}": cannot compare the shell's ${theirs.version} with the required range "${mine.requiredVersion}"`,
        );
    }
    if (mine.version && typeof theirs.requiredVersion === 'string') {
      const ok = satisfies(mine.version, theirs.requiredVersion);
      if (ok === false)
        problems.push(
          `shared "${mine.name}": this build was made with ${mine.version}, the shell requires ${theirs.requiredVersion}`,
        );
    }
  }
  const remotePlugin = remote.metaData?.pluginVersion;
  const shellPlugin = shell.metaData?.pluginVersion;
  if (remotePlugin && shellPlugin && majorOf(remotePlugin) !== majorOf(shellPlugin)) {
    problems.push(
      `module federation ${remotePlugin} in this build, ${shellPlugin} in the shell: the runtime the shell provides would not fit`,
    );
  }
  return problems;
}

/**
 * Reads the shell build's manifest from a file path or an http(s) URL; null when there is none (or it is not
 * JSON, which is reported the same way: nothing to check against).
 */
export async function loadShellManifest(where: string): Promise<FederationManifest | null> {
  try {
    if (/^https?:\/\//.test(where)) {
      const res = await fetch(where, { headers: { 'cache-control': 'no-cache' } }).catch(() => null);
      return res?.ok ? ((await res.json()) as FederationManifest) : null;
    }
    if (!fs.existsSync(where)) return null;
    return JSON.parse(fs.readFileSync(where, 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
}

export interface VerifyOptions {
  /** The shell build to check shared dependencies against; null skips nothing — it is a problem. */
  shell: FederationManifest | null;
  shellSource?: string;
  /** Also fetch every file over HTTP from this origin (e.g. the live site), as browsers would. */
  siteUrl?: string;
}

/** Checks that a published version is complete and fits the shell. Never throws for a bad version. */
export async function verifyVersion(
  target: CdnTarget,
  remote: RemoteName,
  version: string,
  options: VerifyOptions,
): Promise<VerifyResult> {
  if (!VERSION_LABEL.test(version)) return { ok: false, files: [], problems: [`"${version}" is not a version label`] };
  const folder = `${remote}/${version}`;
  const raw = await target.read(`${folder}/mf-manifest.json`);
  if (!raw) {
    const known = await target.list(remote);
    return {
      ok: false,
      files: [],
      problems: [
        `${remote} ${version} is not published in ${target.description} (published: ${known.join(', ') || 'none'})`,
      ],
    };
  }
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as FederationManifest;
  } catch {
    return { ok: false, files: [], problems: [`${folder}/mf-manifest.json is not valid JSON`] };
  }
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`the manifest is for "${String(manifest.name)}", not "${remote}"`);
  const files = filesOfManifest(manifest);
  if (!manifest.metaData?.remoteEntry?.name) problems.push('the manifest names no remote entry');
  if (!(manifest.exposes ?? []).length) problems.push('the manifest exposes no modules');
  for (const file of files) {
    if (!(await target.exists(`${folder}/${file}`))) problems.push(`missing file: ${folder}/${file}`);
    if (options.siteUrl) {
      const url = new URL(target.publicUrl(`${folder}/${file}`), options.siteUrl);
      const res = await fetch(url, { method: 'HEAD' }).catch(() => null);
      if (!res?.ok) problems.push(`not reachable: ${url} (${res ? `HTTP ${res.status}` : 'no answer'})`);
    }
  }
  if (!options.shell) {
    problems.push(
      `cannot check shared dependencies: no shell build manifest${options.shellSource ? ` at ${options.shellSource}` : ''} (build the shell, or name its mf-manifest.json)`,
    );
  } else {
    problems.push(...sharedProblems(manifest, options.shell));
  }
  return { ok: problems.length === 0, files, problems };
}
