import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal on mount (the browser traps focus, dims the page and closes it on
 * Escape) and calls `onClose` when the visitor dismisses it. Where showModal is missing, the dialog is
 * simply shown open.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const cancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);
  return ref;
}
