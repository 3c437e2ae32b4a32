import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { changeLanguage } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { SouqProviders } from './SouqProviders';

// Test helper: renders inside the real providers, in the given language.
export async function renderIn(lang: Lang, ui: ReactElement) {
  await act(async () => {
    await changeLanguage(lang);
  });
  return render(<SouqProviders>{ui}</SouqProviders>);
}
