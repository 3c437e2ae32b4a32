import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpError, joinList, useTranslation } from '@souq/shared';
import { uploadMedia } from '@souq/shared/area-kit';
import { fileProblem, formatSize, type MediaRule } from '../../lib/mediaRules';

/** One photo or video of a listing: already stored (id and url), on its way up, or refused. */
export interface MediaItem {
  key: string;
  id: number | null;
  name: string;
  url: string | null;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  error?: string;
}

/** What a draft keeps of the media: only what is stored on the server. */
export type StoredMedia = Pick<MediaItem, 'key' | 'id' | 'name' | 'url'>;

let counter = 0;
const newKey = () => `m${Date.now().toString(36)}${(counter += 1)}`;

export const storedItem = (media: { id: number; url: string | null; name: string }): MediaItem => ({
  key: `s${media.id}`,
  id: media.id,
  name: media.name,
  url: media.url,
  status: 'done',
  progress: 100,
});

function serverReason(error: unknown): string {
  if (!isHttpError(error)) return String(error);
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  const first =
    errors &&
    Object.values(errors)
      .flat()
      .find((m): m is string => typeof m === 'string');
  return first ?? error.message;
}

/**
 * The photos (or the one video) of a form: files are checked against the media rule before sending, then uploaded
 * at once with their progress shown; a refused file keeps its message while the others go on.
 */
export function useUploads(rule: MediaRule, options: { max: number; onChange?: () => void }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  const [items, setItems] = useState<MediaItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const [notice, setNotice] = useState<string | null>(null);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = (key: string, change: Partial<MediaItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadMedia(rule.kind, file, (progress) => patch(key, { progress }), controller.signal)
        .then(
          (media) => {
            files.current.delete(key);
            patch(key, {
              status: 'done',
              progress: 100,
              id: media.id,
              url: media.variants?.thumb?.url ?? media.url,
              error: undefined,
            });
            onChange.current?.();
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            patch(key, { status: 'error', error: `${file.name}: ${serverReason(error)}` });
          },
        )
        .finally(() => controllers.current.delete(key));
    },
    [rule.kind],
  );

  const addFiles = useCallback(
    (chosen: FileList | File[]) => {
      const incoming = [...chosen];
      const single = options.max === 1;
      const list = itemsRef.current;
      const room = single ? 1 : options.max - list.filter((i) => i.status !== 'error').length;
      setNotice(!single && incoming.length > room ? t('forms.media.tooMany', { max: options.max }) : null);
      const added: MediaItem[] = incoming.slice(0, Math.max(0, room)).map((file) => {
        const problem = fileProblem(file, rule);
        const key = newKey();
        const error =
          problem === 'wrongType'
            ? t('forms.media.wrongType', { name: file.name, types: joinList(rule.extensions, language) })
            : problem === 'tooLarge'
              ? t('forms.media.tooLarge', { name: file.name, size: formatSize(rule.maxBytes) })
              : undefined;
        if (!problem) files.current.set(key, file);
        return {
          key,
          id: null,
          name: file.name,
          url: null,
          status: problem ? 'error' : 'uploading',
          progress: 0,
          error,
        };
      });
      if (added.length === 0) return;
      // A new video replaces the one chosen before.
      if (single) list.forEach((i) => controllers.current.get(i.key)?.abort());
      setItems(single ? added : (current) => [...current, ...added]);
      added.filter((i) => i.status === 'uploading').forEach((i) => send(i.key, files.current.get(i.key)!));
      onChange.current?.();
    },
    [language, options.max, rule, send, t],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setItems((list) => list.filter((i) => i.key !== key));
    onChange.current?.();
  }, []);

  const move = useCallback((key: string, delta: -1 | 1) => {
    setItems((list) => {
      const from = list.findIndex((i) => i.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
    onChange.current?.();
  }, []);

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      patch(key, { status: 'uploading', progress: 0, error: undefined });
      send(key, file);
    },
    [send],
  );

  /** Replaces the list with stored media (loading a listing or restoring a draft). */
  const load = useCallback((stored: StoredMedia[]) => {
    setItems(stored.filter((s) => s.id !== null).map((s) => ({ ...s, status: 'done', progress: 100 })));
  }, []);

  const busy = items.some((i) => i.status === 'uploading');
  const ids = items.filter((i) => i.status === 'done' && i.id !== null).map((i) => i.id as number);
  const stored: StoredMedia[] = items
    .filter((i) => i.status === 'done')
    .map(({ key, id, name, url }) => ({ key, id, name, url }));
  return {
    items,
    notice,
    busy,
    ids,
    stored,
    addFiles,
    remove,
    move,
    retry,
    load,
    canRetry: (key: string) => files.current.has(key),
  };
}

export type Uploads = ReturnType<typeof useUploads>;
