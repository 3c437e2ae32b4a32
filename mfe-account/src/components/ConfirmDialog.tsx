import { Modal } from 'antd';
import { AntdProvider } from '@souq/shared/antd';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmText: string;
  cancelText: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes-or-no question before ending an association or cancelling an order, with antd's direction and locale following the language. */
export default function ConfirmDialog({
  title,
  question,
  confirmText,
  cancelText,
  loading,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AntdProvider>
      <Modal
        open
        title={title}
        okText={confirmText}
        cancelText={cancelText}
        okButtonProps={{ danger: true }}
        confirmLoading={loading}
        onOk={onConfirm}
        onCancel={onCancel}
        destroyOnHidden
      >
        <p>{question}</p>
      </Modal>
    </AntdProvider>
  );
}
