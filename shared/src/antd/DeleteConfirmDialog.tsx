import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmDialogProps {
  open: boolean;
  itemName: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Shows a spinner on Delete while the deletion runs. */
  loading?: boolean;
}

/** docs/product/routes.md and errors.md: 'Are you sure you want to delete' + the item's name, with Cancel and Delete. */
export function DeleteConfirmDialog({
  open,
  itemName,
  onCancel,
  onConfirm,
  loading = false,
}: DeleteConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={t('delete.title')}
      okText={t('delete.confirm')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        {t('delete.message')} <strong>{itemName}</strong>
        {t('delete.questionMark')}
      </p>
    </Modal>
  );
}
