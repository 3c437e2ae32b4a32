import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { changeLanguage, SouqProviders, SouqToaster, type Lang } from '@souq/shared';
import { AntdProvider } from '@souq/shared/antd';
import '../i18n/translations';

/** Renders as the shell does: shared providers, antd following the language, the page's one toaster. */
export async function renderIn(lang: Lang, ui: ReactElement) {
  await act(async () => {
    await changeLanguage(lang);
  });
  return render(
    <SouqProviders>
      <AntdProvider>{ui}</AntdProvider>
      <SouqToaster />
    </SouqProviders>,
  );
}

/** The texts of the toasts on screen, newest first: what a person reads there, each once. */
export function toastTexts(): (string | null)[] {
  return [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
}
