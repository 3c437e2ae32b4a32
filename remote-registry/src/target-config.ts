import { LocalFolderTarget } from './local-target.js';
import { S3Target } from './s3-target.js';
import type { CdnTarget } from './target.js';

/**
 * The publishing target from the environment: an S3-compatible bucket when SOUQ_CDN_S3_BUCKET is set, else the
 * local folder `localDir` (the caller resolves SOUQ_CDN_DIR and its default). Throws naming every missing setting.
 */
export function targetFromEnv(env: NodeJS.ProcessEnv, localDir: string): CdnTarget {
  const get = (name: string) => env[name]?.trim() || undefined;
  if (!get('SOUQ_CDN_S3_BUCKET')) return new LocalFolderTarget(localDir);
  const missing = [
    'SOUQ_CDN_S3_ENDPOINT',
    'SOUQ_CDN_S3_ACCESS_KEY_ID',
    'SOUQ_CDN_S3_SECRET_ACCESS_KEY',
    'SOUQ_CDN_PUBLIC_URL',
  ].filter((n) => !get(n));
  if (missing.length) throw new Error(`SOUQ_CDN_S3_BUCKET is set, so these are needed too: ${missing.join(', ')}`);
  const endpoint = get('SOUQ_CDN_S3_ENDPOINT')!;
  if (!/^https?:\/\//.test(endpoint)) throw new Error('SOUQ_CDN_S3_ENDPOINT must start with http:// or https://');
  return new S3Target({
    endpoint,
    region: get('SOUQ_CDN_S3_REGION') ?? 'us-east-1',
    bucket: get('SOUQ_CDN_S3_BUCKET')!,
    prefix: get('SOUQ_CDN_S3_PREFIX') ?? '',
    accessKeyId: get('SOUQ_CDN_S3_ACCESS_KEY_ID')!,
    secretAccessKey: get('SOUQ_CDN_S3_SECRET_ACCESS_KEY')!,
    publicUrl: get('SOUQ_CDN_PUBLIC_URL')!,
  });
}
