import { Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

const LoginForm = lazy(() => import('../features/auth/login-form.tsx'));

/** The antd dialog of the login modal (login-modal.tsx decides when it is open). */
export default function LoginModalDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('layout:loginModal.title')}
      footer={null}
      onCancel={onDismiss}
      destroyOnHidden
      width={440}
    >
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        {/* A successful login stores the token, which closes the modal (login-modal.tsx). */}
        <LoginForm onSuccess={onDismiss} />
      </Suspense>
    </Modal>
  );
}
