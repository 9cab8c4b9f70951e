import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { authModalAtom, logoutConfirmAtom, trialDialogAtom } from '@/web/lib/session';
import { ConfirmDialog } from '@/web/ui/ConfirmDialog';
import { Modal } from '@/web/ui/Modal';
import { useLogout } from '../use-logout';

// The forms load when their modal first opens: a visitor's first page does not carry them.
const LoginForm = lazyNamed(() => import('./LoginForm'), 'LoginForm', ['fields', 'social']);
const RegisterForm = lazyNamed(() => import('./RegisterForm'), 'RegisterForm', ['fields', 'social']);
const ForgotPasswordForm = lazyNamed(() => import('./ForgotPasswordForm'), 'ForgotPasswordForm', ['fields']);
const ChangePasswordForm = lazyNamed(() => import('./ChangePasswordForm'), 'ChangePasswordForm', ['fields']);

/** A modal's form, with the loading indicator while its code arrives. */
function FormSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="boot-splash" role="status" aria-label={t('loading')} />}>
      {children}
    </Suspense>
  );
}

/**
 * The login, register, forgot-password and change-password modals and the account dialogs: loaded (with the
 * auth and errors translations) when one first opens, through the AuthModals host.
 */
export function AuthDialogs() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [modal, setModal] = useAtom(authModalAtom);
  const [trial, setTrial] = useAtom(trialDialogAtom);
  const [confirmLogout, setConfirmLogout] = useAtom(logoutConfirmAtom);
  const navigate = useNavigate();
  const logout = useLogout();

  const close = () => {
    setModal(null);
    if (window.location.pathname === '/login' || window.location.pathname === '/register')
      void navigate({ to: '/' });
  };

  return (
    <>
      {modal?.kind === 'login' && (
        <Modal title={t('login')} onClose={close}>
          <FormSlot>
            <LoginForm social={modal.social} />
          </FormSlot>
        </Modal>
      )}
      {modal?.kind === 'register' && (
        <Modal title={t('register')} onClose={close}>
          <FormSlot>
            <RegisterForm />
          </FormSlot>
        </Modal>
      )}
      {modal?.kind === 'forgot' && (
        <Modal title={t('forgotPassword')} onClose={close}>
          <FormSlot>
            <ForgotPasswordForm />
          </FormSlot>
        </Modal>
      )}
      {modal?.kind === 'changePassword' && (
        <Modal title={t('changePassword')} onClose={close} closable={!modal.forced}>
          <FormSlot>
            <ChangePasswordForm knownOldPassword={modal.oldPassword} />
          </FormSlot>
        </Modal>
      )}
      {trial && (
        <ConfirmDialog
          title={t('realAccountTitle')}
          message={te('in_need_true_account')}
          confirmLabel={t('ok')}
          onConfirm={() => setTrial(false)}
          other={{
            label: t('register'),
            onClick: () => {
              setTrial(false);
              setModal({ kind: 'register' });
            },
          }}
        />
      )}
      {confirmLogout && (
        <ConfirmDialog
          title={t('logoutTitle')}
          message={t('logoutQuestion')}
          confirmLabel={t('logout')}
          onCancel={() => setConfirmLogout(false)}
          onConfirm={() => {
            setConfirmLogout(false);
            void logout('/');
          }}
        />
      )}
    </>
  );
}
