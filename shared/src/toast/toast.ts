import type { ToastOptions } from 'react-toastify/unstyled';

// docs/product/errors.md and constants.md: top-center, coloured theme, closes after 2000 ms, closable by click,
// paused on hover, draggable.
export const TOAST_OPTIONS = {
  position: 'top-center',
  theme: 'colored',
  autoClose: 2000,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
} as const satisfies ToastOptions;

/** docs/product/errors.md: the success toast appears after a 10 ms delay. */
export const SUCCESS_TOAST_DELAY_MS = 10;

type Toastify = typeof import('./toastify');

// react-toastify is fetched when the first toast is asked for. Toasts asked for meanwhile wait, in order,
// on the same promise; react-toastify itself holds them until <SouqToaster> has mounted its container.
let loaded: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const loadListeners = new Set<() => void>();

/** Starts (once) fetching react-toastify; resolves when it is ready. */
export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import(/* webpackChunkName: "toasts" */ './toastify').then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (e.g. offline for a moment) is tried again by the next toast.
        loading = null;
        throw error;
      },
    );
    loadListeners.forEach((listener) => listener());
  }
  return loading;
}

/** Lets <SouqToaster> know when react-toastify is first needed. Returns the unsubscribe function. */
export function onToastifyRequested(listener: () => void): () => void {
  if (loading) listener();
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

export function loadedToastify(): Toastify | null {
  return loaded;
}

// Success toasts waiting out their delay, and a count that dismissAllToasts() moves on, so that toasts
// asked for before it (still waiting for the delay or for react-toastify) never appear after it.
const delayed = new Set<ReturnType<typeof setTimeout>>();
let round = 0;

function show(kind: 'success' | 'error', message: string): void {
  // The same words on screen twice tell nothing new: several calls refused together (a page's 403s), or a
  // caller repeating what the interceptor already said. One toast per text until it has closed.
  const options = { ...TOAST_OPTIONS, toastId: `${kind}:${message}` };
  if (loaded) {
    loaded.toast[kind](message, options);
    return;
  }
  const asked = round;
  loadToastify().then(
    (module) => {
      if (asked === round) module.toast[kind](message, options);
    },
    (error: unknown) => console.error('Could not show a message:', message, error),
  );
}

function text(message: unknown): string | null {
  if (typeof message === 'string') return message.trim() === '' ? null : message;
  if (typeof message === 'number') return String(message);
  return null;
}

/** The waits under way, by notice (toast.waiting). */
const waiting = new Map<string, number>();

export const toast = {
  success(message: unknown): void {
    const msg = text(message);
    if (msg === null) return;
    const timer = setTimeout(() => {
      delayed.delete(timer);
      show('success', msg);
    }, SUCCESS_TOAST_DELAY_MS);
    delayed.add(timer);
  },
  error(message: unknown): void {
    const msg = text(message);
    if (msg === null) return;
    show('error', msg);
  },
  /**
   * A notice that stays while something is under way (it does not close by itself); call the result when it is over.
   * Several waits with the same words share one notice, which goes when the last of them is over.
   */
  waiting(message: string): () => void {
    const id = `info:${message}`;
    const waits = (waiting.get(id) ?? 0) + 1;
    waiting.set(id, waits);
    if (waits === 1) {
      const asked = round;
      const options = {
        ...TOAST_OPTIONS,
        autoClose: false,
        closeOnClick: false,
        draggable: false,
        toastId: id,
      } as const;
      loadToastify().then(
        (module) => {
          if (asked === round && waiting.has(id)) module.toast.info(message, options);
        },
        (error: unknown) => console.error('Could not show a message:', message, error),
      );
    }
    let over = false;
    return () => {
      if (over) return;
      over = true;
      const left = (waiting.get(id) ?? 1) - 1;
      if (left > 0) {
        waiting.set(id, left);
        return;
      }
      waiting.delete(id);
      loadedToastify()?.toast.dismiss(id);
    };
  },
};

/**
 * Removes every toast: those on screen, those react-toastify holds for a container not mounted yet, and
 * those still on their way. A page being left behind (or a finished test) must not hand its messages to the next.
 */
export function dismissAllToasts(): void {
  round += 1;
  delayed.forEach(clearTimeout);
  delayed.clear();
  // With no container mounted this empties react-toastify's waiting queue.
  loaded?.toast.dismiss();
}
