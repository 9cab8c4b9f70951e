import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../../lib/api';
import { lazyNamed } from '../../../lib/lazy-named';
import { authModalAtom, logoutConfirmAtom, tokenAtom, trialDialogAtom } from '../../../lib/session';
import { readToken, writeToken } from '../../../lib/session-token';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { useLogout } from '../use-logout';

// The forms load when their modal first opens: a visitor's first page does not carry them.
const LoginForm = lazyNamed(() => import('./LoginForm'), 'LoginForm');
const RegisterForm = lazyNamed(() => import('./RegisterForm'), 'RegisterForm');
const ForgotPasswordForm = lazyNamed(() => import('./ForgotPasswordForm'), 'ForgotPasswordForm');
const ChangePasswordForm = lazyNamed(() => import('./ChangePasswordForm'), 'ChangePasswordForm');

/** A modal's form, with the loading indicator while its code arrives. */
function FormSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="boot-splash" role="status" aria-label={t('loading')} />}>
      {children}
    </Suspense>
  );
}

/** Hosts the login, register, forgot-password and change-password modals and the account dialogs. */
export function AuthModals() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
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
          <FormSlot>
            <LoginForm />
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
