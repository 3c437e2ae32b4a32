import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from '@souq/shared/antd';
import { AccountAntd } from '../layout/AccountAntd';

/** docs/product/errors.md's delete confirmation for a page, question or banner; loaded on the first Delete click, so the page needs no antd. */
export default function ContentDeleteDialog(props: DeleteConfirmDialogProps) {
  return (
    <AccountAntd>
      <DeleteConfirmDialog {...props} />
    </AccountAntd>
  );
}
