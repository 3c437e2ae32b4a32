import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from '@souq/shared/antd';
import { AntdProvider } from '@souq/shared/antd';

/** docs/product/errors.md's delete confirmation for a page, question or banner; loaded on the first Delete click, so the page needs no antd. */
export default function ContentDeleteDialog(props: DeleteConfirmDialogProps) {
  return (
    <AntdProvider>
      <DeleteConfirmDialog {...props} />
    </AntdProvider>
  );
}
