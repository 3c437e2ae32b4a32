// The live registry of remote versions and where it is published: read and changed by the operators' CLI and by
// the API's canary analysis. Node only (files, HTTP to a bucket); no browser code, no app imports.
export { REMOTES, isRemoteName, type RemoteName } from './remotes.js';
export {
  CANARY_ANALYSIS,
  decideCanary,
  parseRegistry,
  readRegistry,
  REGISTRY_HISTORY_KEY,
  RegistryError,
  rollBack,
  setCanary,
  setCurrent,
  VERSION_LABEL,
  writeRegistry,
  type CanaryAuto,
  type CanaryVersion,
  type HistoryEntry,
  type Registry,
  type RemoteEntry,
  type RemoteVersion,
} from './registry.js';
export {
  AlreadyPublishedError,
  cacheControlFor,
  contentTypeFor,
  LockBusyError,
  REGISTRY_KEY,
  REGISTRY_LOCK_KEY,
  type CdnTarget,
} from './target.js';
export { LocalFolderTarget } from './local-target.js';
export { S3Target, signS3, type S3TargetConfig } from './s3-target.js';
export { targetFromEnv } from './target-config.js';
export { changeRegistry, lockRegistry, readRegistryFrom, type LockWait } from './store.js';
export {
  filesOfManifest,
  loadShellManifest,
  sharedProblems,
  verifyVersion,
  type FederationManifest,
  type VerifyOptions,
  type VerifyResult,
} from './verify.js';
