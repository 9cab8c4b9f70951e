import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS } from '@/core/languages';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { useAccountLanguage } from './account-language';
import * as css from './layout.css';

/**
 * The brand's supported languages, each in its own name; the choice is stored (local storage and the lang cookie),
 * sent with every API call, and saved on the account when logged in.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { brand } = useBootstrap();
  const id = useId();
  const choose = useAccountLanguage();
  if (brand.languages.supported.length < 2) return null;
  return (
    <>
      <label htmlFor={id} className={css.visuallyHidden}>
        {t('language')}
      </label>
      <select
        id={id}
        className={css.select}
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) choose(language);
        }}
      >
        {brand.languages.supported.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </>
  );
}
