import { ConfigProvider, type ThemeConfig } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/i18n';
import { isRtl } from '../i18n/languages';
import { useSession } from '../session/session-store';

initI18n();

/**
 * Wraps every app root and every remote mount: translations, and antd's direction and locale
 * following the session's language (re-rendered when it changes).
 */
export function SouqProviders({ children, theme }: { children?: ReactNode; theme?: ThemeConfig }) {
  const language = useSession((s) => s.language);
  const rtl = isRtl(language);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} locale={rtl ? arEG : enUS} theme={theme}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
