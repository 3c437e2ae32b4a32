// Module Federation shares @souq/shared as a singleton: one session store, one HTTP client and one
// i18n instance per page. Each evaluation of this module gets its own id, and the first one claims a
// slot on globalThis; a second copy finding the slot taken means a build shared the package wrongly.

interface SharedInstanceRecord {
  id: string;
}

declare global {
  var __SOUQ_SHARED__: SharedInstanceRecord | undefined;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const SHARED_INSTANCE_ID: string = newId();

const existing = globalThis.__SOUQ_SHARED__;
if (existing && existing.id !== SHARED_INSTANCE_ID) {
  console.error(
    `@souq/shared was loaded twice on this page (first ${existing.id}, now ${SHARED_INSTANCE_ID}). ` +
      'Each copy has its own session, HTTP client and language: share @souq/shared as a singleton in every build.',
  );
} else {
  globalThis.__SOUQ_SHARED__ = { id: SHARED_INSTANCE_ID };
}
