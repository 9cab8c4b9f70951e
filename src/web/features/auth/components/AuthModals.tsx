import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../../lib/api';
import { authModalAtom, logoutConfirmAtom, tokenAtom, trialDialogAtom } from '../../../lib/session';
import { readToken, writeToken } from '../../../lib/session-token';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { useErrorText } from '../use-error-text';
import { useLogout } from '../use-logout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/** Hosts the login, register, forgot-password and change-password modals and the account dialogs. */
export function AuthModals() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [modal, setModal] = useAtom(authModalAtom);
  const [trial, setTrial] = useAtom(trialDialogAtom);
  const [confirmLogout, setConfirmLogout] = useAtom(logoutConfirmAtom);
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();

  // A dead session ends quietly; a trial account on a real-money call gets the spec's dialog.
  useEffect(
    () =>
      onApiError((error) => {
        if (error.code === 'in_need_true_account') setTrial(true);
        if (error.status === 401 && error.code === 'unauthorized' && readToken()) {
          writeToken(null);
          setToken(null);
          queryClient.removeQueries({ queryKey: ['member-info'] });
        }
      }),
    [queryClient, setToken, setTrial],
  );

  const close = () => {
    setModal(null);
    if (window.location.pathname === '/login' || window.location.pathname === '/register')
      void navigate({ to: '/' });
  };

  return (
    <>
      {modal?.kind === 'login' && (
        <Modal title={t('login')} onClose={close}>
          <LoginForm />
        </Modal>
      )}
      {modal?.kind === 'register' && (
        <Modal title={t('register')} onClose={close}>
          <RegisterForm />
        </Modal>
      )}
      {modal?.kind === 'forgot' && (
        <Modal title={t('forgotPassword')} onClose={close}>
          <ForgotPasswordForm />
        </Modal>
      )}
      {modal?.kind === 'changePassword' && (
        <Modal title={t('changePassword')} onClose={close} closable={!modal.forced}>
          <ChangePasswordForm knownOldPassword={modal.oldPassword} />
        </Modal>
      )}
      {trial && (
        <ConfirmDialog
          title={t('realAccountTitle')}
          message={errorText.code('in_need_true_account')}
          confirmLabel={t('ok')}
          onConfirm={() => setTrial(false)}
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
