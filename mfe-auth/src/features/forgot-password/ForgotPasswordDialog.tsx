import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from '@souq/shared';
import { ForgotPasswordSteps } from './ForgotPasswordSteps';

export interface ForgotPasswordDialogProps {
  open: boolean;
  /** Closed by the person (steps dropped) or after a successful reset. */
  onClose: () => void;
}

/** docs/product/routes.md: the forgot-password flow in a dialog of its own; closing it resets every step. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  // A new key per opening: whatever step the last visit reached, the next one starts at the email.
  const [visit, setVisit] = useState(0);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={() => setVisit((value) => value + 1)}
      footer={null}
      width={460}
      centered
      destroyOnHidden
      title={t('forgot.title')}
      closable={{ 'aria-label': t('forgot.close') }}
    >
      <ForgotPasswordSteps key={visit} onDone={onClose} />
    </Modal>
  );
}
