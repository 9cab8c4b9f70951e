import { useTranslation } from 'react-i18next';
import { CRASH_TIMING, HOUSE_EDGE_BP } from '@/core/originals-config';
import { useFormat } from '@/web/lib/use-format';
import * as css from './fairness.css';

const MAPPINGS = ['dice', 'limbo', 'mines', 'plinko', 'slots', 'crash'] as const;

/** How each game turns the random floats (or the crash chain) into its outcome. */
export function GameMappings() {
  const { t } = useTranslation('fairness');
  const edge = useFormat().fixed(HOUSE_EDGE_BP.dice / 100, 0);
  return (
    <section className={css.panel} aria-labelledby="mappings-title">
      <h2 id="mappings-title" className={css.heading}>
        {t('map.title')}
      </h2>
      <div className={css.games}>
        {MAPPINGS.map((game) => (
          <details key={game} className={css.game}>
            <summary>{t(`map.${game}.name`)}</summary>
            <p>{t(`map.${game}.text`, { edge, growth: CRASH_TIMING.growthPer10ms })}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
