import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { afterLoginAtom, authModalAtom } from '../../../lib/session';

/** Opens the login or register modal on arrival (/login, /register) and remembers where to go after login. */
export function OpenAuthModal({ kind, redirect }: { kind: 'login' | 'register'; redirect?: string }) {
  const setModal = useSetAtom(authModalAtom);
  const setAfterLogin = useSetAtom(afterLoginAtom);
  useEffect(() => {
    setAfterLogin(redirect ?? null);
    setModal({ kind });
  }, [kind, redirect, setAfterLogin, setModal]);
  return null;
}
