import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../../core/languages';
import { setApiContext } from '../../../lib/api';
import { changeLanguage } from '../../../lib/i18n';
import { useBootstrap } from '../../../lib/use-bootstrap';
import * as css from './layout.css';

/** The brand's supported languages; the choice is stored (local storage) and sent with every API call. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { brand } = useBootstrap();
  const id = useId();
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
          if (!isLanguage(language)) return;
          setApiContext({ language });
          void changeLanguage(language);
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
