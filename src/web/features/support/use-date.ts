import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS } from '../../../core/languages';

/** Date and time in the interface language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = isLanguage(i18n.language) ? LANGUAGE_TAGS[i18n.language] : 'en';
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
    return {
      dateTime: (iso: string) => format.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [i18n.language]);
}
