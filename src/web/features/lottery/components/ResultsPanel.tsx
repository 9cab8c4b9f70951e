import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { useOpened } from '../api/lottery';
import { Balls } from './Balls';
import * as css from './lottery.css';

/** Results and opened numbers of one game: its last draws with every prize and a link to verify each. */
export function ResultsPanel({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const format = useFormat();
  const id = useId();
  const opened = useOpened(gameCode);
  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('results.title')}
      </h2>
      {opened.isPending ? (
        <Loading />
      ) : opened.isError ? (
        <ErrorMessage text={t('loadFailed')} onRetry={() => void opened.refetch()} />
      ) : opened.data.draws.length === 0 ? (
        <Empty text={t('results.empty')} />
      ) : (
        opened.data.draws.map((draw) => (
          <article key={draw.drawId} className={css.panel} data-draw={draw.drawId}>
            <div className={css.drawHeader}>
              <h3 className={css.heading} style={{ fontSize: 15 }}>
                {t('drawNo', { no: format.code(draw.drawNo) })}
              </h3>
              <span className={css.muted}>
                {format.dateTime(draw.drawAt)} ·{' '}
                <Link className={css.link} to="/fairness" search={{ drawId: draw.drawId }}>
                  {t('results.verify')}
                </Link>
              </span>
            </div>
            {draw.status === 'void' ? (
              <p className={css.muted}>{t('results.void')}</p>
            ) : draw.result ? (
              <Balls format={opened.data.format} result={draw.result} />
            ) : null}
          </article>
        ))
      )}
    </section>
  );
}
