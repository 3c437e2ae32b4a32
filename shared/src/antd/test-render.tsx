import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { changeLanguage } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { SouqProviders } from '../ui/SouqProviders';
import { AntdProvider } from './AntdProvider';

// Test helper: renders antd components the way an app does, inside both providers, in the given language.
export async function renderWithAntdIn(lang: Lang, ui: ReactElement) {
  await act(async () => {
    await changeLanguage(lang);
  });
  return render(
    <SouqProviders>
      <AntdProvider>{ui}</AntdProvider>
    </SouqProviders>,
  );
}
