import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { changeLanguage, sessionStore, SouqProviders, SouqToaster, type Lang, type SessionUser } from '@souq/shared';

// The pages of the account and admin remotes, as their tests render them (each remote's testing/render adds its texts).

// jsdom has no ResizeObserver, which antd's text areas observe; nothing is ever resized in jsdom, so one that never calls back is exact.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export const individual: SessionUser = { id: 1, name: 'Lina', email: 'individual@example.sy', user_type: 'Individual' };
export const agent: SessionUser = { id: 2, name: 'Omar', email: 'agent@example.sy', user_type: 'Agent' };
export const corporate: SessionUser = { id: 3, name: 'Rana', email: 'corporate@example.sy', user_type: 'Corporate' };

/** Renders a page at `url` as the account and admin remotes do: shared providers (the address bar is the router), the page's one toaster, a signed-in user. */
export async function renderPage(lang: Lang, url: string, user: SessionUser, ui: ReactElement) {
  await act(async () => {
    await changeLanguage(lang);
    sessionStore.getState().login('token-1', user);
  });
  window.history.pushState(null, '', url);
  return render(
    <SouqProviders>
      {ui}
      <SouqToaster />
    </SouqProviders>,
  );
}

/** Replaces a field's text as a person pasting it would (typing key by key is slow under antd's forms). */
export async function fill(
  user: {
    clear: (element: Element) => Promise<void>;
    click: (element: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
  },
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  if (text === '') return;
  await user.click(element);
  await user.paste(text);
}
