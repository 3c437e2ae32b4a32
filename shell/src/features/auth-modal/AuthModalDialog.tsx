import { Modal } from 'antd';
import { useSession, useTranslation } from '@souq/shared';
import { AntdProvider } from '@souq/shared/antd';
import { RemoteComponent } from '../../lib/remotes/RemoteComponent';

/** Removes a backdrop or scroll lock left behind after the dialog hides (docs/product/routes.md). */
function clearLeftoverBackdrop(): void {
  document.querySelectorAll('.ant-modal-mask, .modal-backdrop').forEach((element) => {
    if (!element.closest('.ant-modal-root')?.querySelector('.ant-modal-wrap:not([style*="display: none"])'))
      element.remove();
  });
  document.body.style.removeProperty('overflow');
  document.body.style.removeProperty('width');
}

export default function AuthModalDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('shell');
  const mode = useSession((state) => state.authModal.mode);
  const closeAuthModal = useSession((state) => state.closeAuthModal);
  // The shell's own antd copy needs its own provider for RTL and the Arabic locale.
  return (
    <AntdProvider>
      <Modal
        open={open}
        onCancel={closeAuthModal}
        afterClose={clearLeftoverBackdrop}
        footer={null}
        width={880}
        centered
        destroyOnHidden
        title={<span className="souq-visually-hidden">{t('authModal.title')}</span>}
        closable={{ 'aria-label': t('authModal.close') }}
      >
        <div data-testid="auth-modal-slot">
          <RemoteComponent id="auth/AuthModal" props={{ mode, onClose: closeAuthModal }} />
        </div>
      </Modal>
    </AntdProvider>
  );
}
