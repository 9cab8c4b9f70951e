import { useTranslation } from 'react-i18next';
import * as css from './home.css';
import type { Autoplay } from './use-autoplay';

/** The visible pause/play control of a carousel's autoplay (WCAG 2.2.2: moving content can be paused). */
export function AutoplayToggle({ autoplay }: { autoplay: Autoplay }) {
  const { t } = useTranslation('lobby');
  return (
    <button
      type="button"
      className={css.autoplayToggle}
      aria-label={t(autoplay.playing ? 'autoplayPause' : 'autoplayPlay')}
      onClick={autoplay.toggle}
    >
      <span aria-hidden="true">{autoplay.playing ? '❚❚' : '▶'}</span>
    </button>
  );
}
