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

export function draftKey(form: 'property' | 'auto', listingId: string | undefined, userId: number | string | undefined): string {
  return `${PREFIX}:${userId ?? 'guest'}:${form}:${listingId ?? 'new'}`;
}

export function readDraft<V>(key: string): FormDraft<V> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as FormDraft<V>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object') return null;
    return { values: parsed.values ?? {}, images: Array.isArray(parsed.images) ? parsed.images : [], video: Array.isArray(parsed.video) ? parsed.video : [] };
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
  } catch {
    // nothing to clear
  }
}
