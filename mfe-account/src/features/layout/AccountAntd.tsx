import type { ReactNode } from 'react';
import type { ThemeConfig } from 'antd';
import { AntdProvider } from '@souq/shared/antd';

/** The site's green (the shell's header and buttons) for the area's antd buttons, focus rings and links. */
const ACCOUNT_THEME: ThemeConfig = {
  token: { colorPrimary: '#0b6e4f', colorLink: '#0b6e4f', borderRadius: 6 },
};

/**
 * antd's direction, locale and theme for what of the area still uses antd: the delete dialog, which wraps itself
 * and is loaded when first opened, so antd is in no page's first load.
 */
export function AccountAntd({ children }: { children: ReactNode }) {
  return <AntdProvider theme={ACCOUNT_THEME}>{children}</AntdProvider>;
}
