import { useEffect, useRef, useState } from 'react';
import { sessionStore, toast, useTranslation } from '@souq/shared';
import { fetchPrivateFile, PrivateFileRefused } from '../lib/privateFile';

export interface PrivateFileViewer {
  /** Opens the file of record `id`: a picture in a new tab, anything else saved as a file (call it within the click). */
  view: (id: number) => Promise<void>;
  /** Where no tab could open for a picture: the record whose file is ready, and a URL to offer as a link. */
  fallback: { id: number; url: string } | null;
}

/** Saves a file the page holds (an object URL) under `name`, as a link with `download` does. */
function saveFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a member's private file (GET `path`?id=…, see fetchPrivateFile). A picture is shown in a new tab, opened
 * within the click (a pop-up opened after the download would be blocked), then shown the file through an object URL;
 * where no tab could open, `fallback` offers a link to it instead. Anything else — a PDF, which may carry a script — is
 * saved as a file under the name the API gives it, never opened in the site's origin (the tab opened for it closes).
 * The URLs are let go when the page closes. `failed` is what the admin is told when the file cannot be had.
 */
export function usePrivateFileViewer(path: string, failed: string): PrivateFileViewer {
  const { t } = useTranslation('admin');
  const urls = useRef<string[]>([]);
  const [fallback, setFallback] = useState<{ id: number; url: string } | null>(null);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const view = async (id: number) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const file = await fetchPrivateFile(path, id);
      const url = URL.createObjectURL(file.blob);
      urls.current.push(url);
      if (!file.showable) {
        tab?.close();
        saveFile(url, file.name ?? `file-${id}`);
      } else if (tab) tab.location.href = url;
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
