import { ConfigProvider, type ThemeConfig } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
// The package's own core entry, not a relative path: in a built app it resolves to the one shared
// singleton, so this provider reads the same session store as everything else on the page.
import { isRtl, useSession } from '@souq/shared';

/**
 * The site's look for antd: its green for buttons, focus rings and links, and a red for error messages dark enough
 * to read as small text on white (antd's own red is 3.3:1; WCAG AA asks 4.5:1).
 */
const SOUQ_ANTD_THEME: ThemeConfig = {
  token: { colorPrimary: '#0b6e4f', colorLink: '#0b6e4f', colorError: '#c4161c', borderRadius: 6 },
};

/**
 * antd's direction and locale following the session's language (re-rendered when it changes), in the site's theme.
 * Each app bundles this entry with its own antd copy, so it wraps that app's antd components; a
 * ConfigProvider from another app's copy would not reach them.
 */
export function AntdProvider({ children }: { children?: ReactNode }) {
  const language = useSession((s) => s.language);
  const rtl = isRtl(language);
  return (
    <ConfigProvider direction={rtl ? 'rtl' : 'ltr'} locale={rtl ? arEG : enUS} theme={SOUQ_ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
