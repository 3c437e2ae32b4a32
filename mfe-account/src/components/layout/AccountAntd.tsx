import type { ReactNode } from 'react';
import { AntdProvider } from '@souq/shared/antd';

/**
 * antd's direction, locale and theme for what of the area still uses antd: the delete dialog, which wraps itself
 * and is loaded when first opened, so antd is in no page's first load.
 */
export function AccountAntd({ children }: { children: ReactNode }) {
  return <AntdProvider>{children}</AntdProvider>;
}
