import { useTranslation } from 'react-i18next';
import type { LotteryFormat } from '@/core/lottery/formats';
import { PRIZE_TIERS } from '@/core/lottery/formats';
import * as css from './lottery.css';

/** The opened numbers of a draw, tier by tier (the special prize and 4D first prize highlighted). */
export function Balls({ format, result }: { format: LotteryFormat; result: Record<string, string[]> }) {
  const { t } = useTranslation('lottery');
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: '4px 10px',
        margin: 0,
      }}
    >
      {PRIZE_TIERS[format].map(({ tier }) => (
        <div key={tier} style={{ display: 'contents' }}>
          <dt className={css.muted}>{t(`tiers.${tier}` as 'tiers.db')}</dt>
          <dd className={css.balls} style={{ margin: 0 }}>
            {(result[tier] ?? [])
              .map((n, i) => ({ n, key: `${tier}.${i}` }))
              .map(({ n, key }) => (
                <span
                  key={key}
                  className={tier === 'db' || tier === 'first' ? `${css.ball} ${css.special}` : css.ball}
                >
                  {n}
                </span>
              ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
