import { AntdProvider, DeleteConfirmDialog } from '@souq/shared/antd';

export interface DeleteSavedSearchDialogProps {
  itemName: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** docs/product/errors.md's delete confirmation, with antd's direction and locale following the language. */
export default function DeleteSavedSearchDialog(props: DeleteSavedSearchDialogProps) {
  return (
    <AntdProvider>
      <DeleteConfirmDialog open {...props} />
    </AntdProvider>
  );
}
