import type { StoredMedia } from './useUploads';

// A form's entries are kept in sessionStorage while it is being filled in, so a session that expires (or a reload)
// loses nothing: after logging in again the same form comes back as it was. Files are kept as the media already
// uploaded (ids and addresses), never their bytes. One draft per user and form; cleared once the listing is saved.

export interface FormDraft<V> {
  values: Partial<V>;
  images: StoredMedia[];
  video: StoredMedia[];
}

const PREFIX = 'souqListingDraft';

export function draftKey(
  form: 'property' | 'auto',
  listingId: string | undefined,
  userId: number | string | undefined,
): string {
  return `${PREFIX}:${userId ?? 'guest'}:${form}:${listingId ?? 'new'}`;
}

export function readDraft<V>(key: string): FormDraft<V> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as FormDraft<V>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object') return null;
    return {
      values: parsed.values ?? {},
      images: Array.isArray(parsed.images) ? parsed.images : [],
      video: Array.isArray(parsed.video) ? parsed.video : [],
    };
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: string, draft: FormDraft<V>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the safety net is gone.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
    window.sessionStorage.removeItem(`${key}${SUBMISSION}`);
  } catch {
    // nothing to clear
  }
}

const SUBMISSION = ':submission';

/** Unique per submission; not a secret (it only tells one submission of this person's from another). */
function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes =
    typeof c?.getRandomValues === 'function'
      ? Array.from(c.getRandomValues(new Uint8Array(16)))
      : Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  return `${Date.now().toString(36)}-${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The key of this form's submission (sent as Idempotency-Key): the same until the listing is saved or the form is
 * started over, so a save sent again — after a lost answer, a dropped connection or a new login — is recognised by
 * the API and the listing is posted once. Kept with the draft, so a reload keeps it too.
 */
export function submissionKey(draft: string): string {
  try {
    const stored = window.sessionStorage.getItem(`${draft}${SUBMISSION}`);
    if (stored) return stored;
    const key = randomKey();
    window.sessionStorage.setItem(`${draft}${SUBMISSION}`, key);
    return key;
  } catch {
    // Storage blocked: a key for this save alone still protects it from a double send.
    return randomKey();
  }
}
