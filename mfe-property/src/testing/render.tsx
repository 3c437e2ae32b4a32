import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { changeLanguage, SouqProviders, type Lang } from '@souq/shared';
import '../i18n/translations';

/** Renders at `url` as the shell does: shared providers, the remote's router, the visitor's language. */
export async function renderAt(lang: Lang, url: string, ui: ReactElement) {
  await act(async () => {
    await changeLanguage(lang);
  });
  window.history.pushState(null, '', url);
  return render(<SouqProviders>{ui}</SouqProviders>);
}
