import {
  loadShellManifest,
  verifyVersion,
  type CdnTarget,
  type RemoteName,
  type VerifyResult,
} from '@souq/remote-registry';
import type { Config } from '../../config.js';

/**
 * Whether a published version may go live next to the shell build at SOUQ_SHELL_MANIFEST: the check the operators'
 * CLI makes, made before every promotion or canary the API writes, an admin's or the canary analysis's own.
 */
export async function verifyAgainstShell(
  config: Pick<Config, 'SOUQ_SHELL_MANIFEST'>,
  target: CdnTarget,
  remote: RemoteName,
  version: string,
): Promise<VerifyResult> {
  const where = config.SOUQ_SHELL_MANIFEST;
  return verifyVersion(target, remote, version, { shell: await loadShellManifest(where), shellSource: where });
}
