import { useEffect, useState } from 'react';
import { isRtl } from '../i18n/languages';
import { useSession } from '../session/session-store';
import { loadedToastify, loadToastify, onToastifyRequested, TOAST_OPTIONS } from './toast';

/**
 * Rendered once, by the shell. Toasts from every remote appear here. Renders nothing until the first
 * toast is asked for, then mounts react-toastify's container, which shows the toasts that waited.
 */
export function SouqToaster() {
  const language = useSession((s) => s.language);
  const [toastify, setToastify] = useState(loadedToastify);

  useEffect(() => {
    if (toastify) return undefined;
    let active = true;
    const stop = onToastifyRequested(() => {
      loadToastify().then(
        (module) => {
          if (active) setToastify(module);
        },
        () => undefined, // reported by the toast that asked; the next toast tries again
      );
    });
    return () => {
      active = false;
      stop();
    };
  }, [toastify]);

  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...TOAST_OPTIONS} rtl={isRtl(language)} newestOnTop />;
}
