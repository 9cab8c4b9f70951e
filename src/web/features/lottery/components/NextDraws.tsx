import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { nextDrawsQuery } from '../api/lottery';
import { Countdown, useNow } from './Countdown';
import * as css from './lottery.css';

/**
 * The next lottery draws with countdowns (home and the LOTT / ELOTT pages), loaded lazily after the page. Shows
 * nothing when the brand has no lottery or the call fails (the page around it stays usable).
 */
export default function NextDraws({ category }: { category?: 'LOTT' | 'ELOTT' }) {
  const { t, i18n } = useTranslation('lottery');
  const next = useQuery(nextDrawsQuery(category, i18n.language));
  const now = useNow();
  const format = useFormat();
  if (!next.data || next.data.draws.length === 0) return null;
  const offset = Date.parse(next.data.serverTime) - next.dataUpdatedAt;
  return (
    <section className={css.strip} aria-labelledby="next-draws-title">
      <h2 id="next-draws-title" className={css.heading}>
        {t('next.title')}
      </h2>
      <ul className={css.stripList}>
        {next.data.draws.map((draw) => (
          <li key={draw.gameCode}>
            <Link className={css.stripCard} to={draw.route} search={{ gameCode: draw.gameCode }}>
              <span className={css.gameName}>{draw.name}</span>
              <span className={css.muted}>{t('drawNo', { no: format.code(draw.drawNo) })}</span>
              <span>
                {t('drawIn')} <Countdown to={draw.drawAt} offset={offset} now={now} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
