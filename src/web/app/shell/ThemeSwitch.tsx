import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themeModeAtom } from '@/web/lib/store';
import { applyThemeMode } from '@/web/theme/apply-theme';
import { iconButton } from '@/web/ui/button.css';

/** Dark/light switch; the choice persists (local storage and a cookie the server reads for first paint). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [mode, setMode] = useAtom(themeModeAtom);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      title={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      aria-pressed={mode === 'dark'}
      onClick={() => {
        applyThemeMode(next, true);
        setMode(next);
      }}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
