import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/i18n';

initI18n();

/**
 * Wraps every app root and every remote mount with the one i18n instance. Deliberately free of antd:
 * apps that render antd components add `<AntdProvider>` from '@souq/shared/antd' inside it.
 */
export function SouqProviders({ children }: { children?: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
