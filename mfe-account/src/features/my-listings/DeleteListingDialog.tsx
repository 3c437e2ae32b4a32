import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from '@souq/shared/antd';
import { AccountAntd } from '../../components/layout/AccountAntd';

/** The product rules' delete confirmation in the area's antd setup; loaded on the first Delete click, so the list itself needs no antd. */
function DeleteListingDialog(props: DeleteConfirmDialogProps) {
  return (
    <AccountAntd>
      <DeleteConfirmDialog {...props} />
    </AccountAntd>
  );
}

export default DeleteListingDialog;
