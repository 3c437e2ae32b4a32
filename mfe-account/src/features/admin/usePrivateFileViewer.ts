import { useEffect, useRef, useState } from 'react';
import { sessionStore, toast, useTranslation } from '@souq/shared';
import { fetchPrivateFile, PrivateFileRefused } from './privateFile';

export interface PrivateFileViewer {
  /** Opens the file of record `id` in a new tab (call it within the click). */
  view: (id: number) => Promise<void>;
  /** Where no tab could open: the record whose file is ready, and a URL to offer as a link. */
  fallback: { id: number; url: string } | null;
}

/**
 * Opens a member's private file (GET `path`?id=…, see fetchPrivateFile) in a new tab. The tab is opened within the
 * click (a pop-up opened after the download would be blocked), then shown the file through an object URL; where no
 * tab could open, `fallback` offers a link to it instead. The URLs are let go when the page closes. `failed` is what
 * the admin is told when the file cannot be had.
 */
export function usePrivateFileViewer(path: string, failed: string): PrivateFileViewer {
  const { t } = useTranslation('account');
  const urls = useRef<string[]>([]);
  const [fallback, setFallback] = useState<{ id: number; url: string } | null>(null);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const view = async (id: number) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = URL.createObjectURL(await fetchPrivateFile(path, id));
      urls.current.push(url);
      if (tab) tab.location.href = url;
      else setFallback({ id, url });
    } catch (error) {
      tab?.close();
      if (error instanceof PrivateFileRefused && error.status === 401) sessionStore.getState().logout();
      else
        toast.error(
          error instanceof PrivateFileRefused && error.status === 403 ? t('common:errors.permission') : failed,
        );
    }
  };
  return { view, fallback };
}
