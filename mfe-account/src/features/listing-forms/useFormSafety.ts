import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSession, useTranslation } from '@souq/shared';
import { clearDraft, draftKey, readDraft, writeDraft, type FormDraft } from './formDraft';
import { useLeaveGuard } from './useLeaveGuard';
import type { Uploads } from './useUploads';

/**
 * What keeps a listing form's entries safe: a changed form is asked about before leaving, kept as a draft in
 * sessionStorage on every change (restored after a reload or a new login), and sent one request at a time.
 */
export function useFormSafety<V>(kind: 'property' | 'auto', id: string | undefined, form: { getValues: () => V }) {
  const { t } = useTranslation('account');
  const userId = useSession((state) => state.user?.id);
  const key = draftKey(kind, id, userId);
  const [dirty, setDirty] = useState(false);
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const changed = useCallback(() => {
    setDirty(true);
    bump();
  }, []);

  /** Writes the draft; called by the page's effect whenever values or media change. */
  const keep = useCallback(
    (images: Uploads, video: Uploads) => {
      writeDraft<V>(key, { values: form.getValues() as Partial<V>, images: images.stored, video: video.stored });
    },
    [form, key],
  );

  const restore = useCallback((): FormDraft<V> | null => readDraft<V>(key), [key]);

  const forget = useCallback(() => {
    clearDraft(key);
    setDirty(false);
  }, [key]);

  useLeaveGuard(dirty && !saving, t('forms.leave'), forget);

  /** Runs one save at a time: a second click (or Enter) while one is in flight does nothing. */
  const saveOnce = useCallback(async (save: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await save();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, []);

  return { key, dirty, setDirty, version, changed, keep, restore, forget, saving, saveOnce };
}

/** Keeps the draft in step with the form while it has unsaved changes. */
export function useKeepDraft(
  safety: ReturnType<typeof useFormSafety<unknown>>,
  ready: boolean,
  images: Uploads,
  video: Uploads,
) {
  const imagesKey = JSON.stringify(images.stored);
  const videoKey = JSON.stringify(video.stored);
  useEffect(() => {
    if (ready && safety.dirty) safety.keep(images, video);
    // The keys stand for the media lists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, safety.dirty, safety.version, imagesKey, videoKey]);
}
