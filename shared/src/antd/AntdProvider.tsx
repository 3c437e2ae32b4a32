import { ConfigProvider, type ThemeConfig } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
// The package's own core entry, not a relative path: in a built app it resolves to the one shared
// singleton, so this provider reads the same session store as everything else on the page.
import { isRtl, useSession } from '@souq/shared';

/**
 * antd's direction and locale following the session's language (re-rendered when it changes).
 * Each app bundles this entry with its own antd copy, so it wraps that app's antd components; a
 * ConfigProvider from another app's copy would not reach them.
 */
export function AntdProvider({ children, theme }: { children?: ReactNode; theme?: ThemeConfig }) {
  const language = useSession((s) => s.language);
  const rtl = isRtl(language);
  return (
    <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} locale={rtl ? arEG : enUS} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
