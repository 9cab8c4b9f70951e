import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { afterLoginAtom, authModalAtom, type SocialReturnState } from '@/web/lib/session';

/** Opens the login or register modal on arrival (/login, /register) and remembers where to go after login. */
export function OpenAuthModal({
  kind,
  redirect,
  social,
}: {
  kind: 'login' | 'register';
  redirect?: string;
  social?: SocialReturnState;
}) {
  const setModal = useSetAtom(authModalAtom);
  const setAfterLogin = useSetAtom(afterLoginAtom);
  const provider = social?.provider;
  const error = social?.error;
  useEffect(() => {
    setAfterLogin(redirect ?? null);
    setModal(kind === 'login' && (provider || error) ? { kind, social: { provider, error } } : { kind });
  }, [kind, redirect, setAfterLogin, setModal, provider, error]);
  return null;
}
