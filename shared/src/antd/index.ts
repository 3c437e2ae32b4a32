// `@souq/shared/antd`: the antd-based part of @souq/shared. Not a federation singleton: every app that
// renders antd components bundles this entry together with its own antd, inside <SouqProviders>.
export { AntdProvider } from './AntdProvider';
export { DeleteConfirmDialog } from './DeleteConfirmDialog';
export type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';
// The same form rules as the core entry (one i18n instance behind them).
export { rules } from '@souq/shared';
