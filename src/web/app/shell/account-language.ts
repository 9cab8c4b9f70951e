import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/core/languages';
import { api, setApiContext } from '@/web/lib/api';
import { changeLanguage } from '@/web/lib/i18n';
import { type MemberInfo, memberInfoQuery, tokenAtom, useMemberInfo } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';

/**
 * The session whose account language was applied (the header and the side menu both mount the select): once per
 * login, so a member-info answer that left the server before a choice was saved never switches the page back.
 */
let applied: string | null = null;

/**
 * The language select's side of spec §7 "Language update": a logged-in member's choice is saved on the account,
 * and after a login (on any device) the page switches to the account's language when the brand offers it.
 * Returns the handler for a choice.
 */
export function useAccountLanguage(): (language: Language) => void {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const saved = useMemberInfo().data?.language ?? null;
  const offered = brand.languages.supported;

  useEffect(() => {
    if (!token || !saved || applied === token) return;
    applied = token;
    if (!isLanguage(saved) || !offered.includes(saved) || saved === i18n.language) return;
    setApiContext({ language: saved });
    void changeLanguage(saved);
  }, [token, saved, offered, i18n.language]);

  return useCallback(
    (language: Language) => {
      setApiContext({ language });
      void changeLanguage(language);
      if (!token) return;
      applied = token;
      api<string>('/wps/member/language', { method: 'PUT', body: JSON.stringify({ language }) }).then(
        () =>
          queryClient.setQueryData<MemberInfo>(memberInfoQuery(token).queryKey, (info) =>
            info ? { ...info, language } : info,
          ),
        // Not saved (offline, session ended): the choice still holds on this device.
        () => undefined,
      );
    },
    [token, queryClient],
  );
}
