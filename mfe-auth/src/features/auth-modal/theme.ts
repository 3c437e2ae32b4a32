import type { ThemeConfig } from 'antd';

/** The site's green (the shell's header and buttons) for this remote's antd buttons and focus rings. */
export const AUTH_THEME: ThemeConfig = {
  token: { colorPrimary: '#0b6e4f', colorLink: '#0b6e4f', borderRadius: 6 },
};
