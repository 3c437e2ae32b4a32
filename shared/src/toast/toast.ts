import { toast as toastify, type ToastOptions } from 'react-toastify/unstyled';

// SPEC §8 / §9: top-center, coloured theme, closes after 2000 ms, closable by click, paused on hover, draggable.
export const TOAST_OPTIONS = {
  position: 'top-center',
  theme: 'colored',
  autoClose: 2000,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
} as const satisfies ToastOptions;

/** SPEC §8: the success toast appears after a 10 ms delay. */
export const SUCCESS_TOAST_DELAY_MS = 10;

function text(message: unknown): string | null {
  if (typeof message === 'string') return message.trim() === '' ? null : message;
  if (typeof message === 'number') return String(message);
  return null;
}

export const toast = {
  success(message: unknown): void {
    const msg = text(message);
    if (msg === null) return;
    setTimeout(() => toastify.success(msg, TOAST_OPTIONS), SUCCESS_TOAST_DELAY_MS);
  },
  error(message: unknown): void {
    const msg = text(message);
    if (msg === null) return;
    toastify.error(msg, TOAST_OPTIONS);
  },
};
