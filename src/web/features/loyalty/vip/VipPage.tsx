import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { useVip, type Vip, type VipLevel, type VipPart } from '../api/vip';
import * as css from '../loyalty.css';

/** Member center vip: the player's level and progress bar to the next, then the whole ladder. */
export function VipPage() {
  const { t } = useTranslation('loyalty');
  const errorText = useErrorText().of;
  const vip = useVip();
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('vip.title')}</h1>
      {vip.isPending ? (
        <Loading />
      ) : vip.isError ? (
        <ErrorMessage text={errorText(vip.error)} onRetry={() => void vip.refetch()} />
      ) : !vip.data.enabled || vip.data.levels.length === 0 ? (
        <Empty text={t('vip.empty')} />
      ) : (
        <>
          <p className={css.muted}>{t('vip.intro')}</p>
          <VipProgress vip={vip.data} />
          <VipLadder vip={vip.data} />
        </>
      )}
    </div>
  );
}

function VipProgress({ vip }: { vip: Vip }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const next = vip.next;
  const window =
    vip.window.kind === 'rolling'
      ? t('vip.windowRolling', { days: vip.window.days })
      : t(`vip.windowCalendar_${vip.window.period}`);
  return (
    <section className={css.panel} aria-labelledby="vip-progress" data-testid="vip-progress">
      <div className={css.spread}>
        <h2 id="vip-progress" className={css.heading}>
          {t('vip.current')}
        </h2>
        <span className={css.vipBadge}>{vip.level > 0 ? vip.levelName : t('vip.none')}</span>
      </div>
      {next ? (
        <>
          <h3 className={css.subheading}>{t('vip.progressTitle', { name: next.name })}</h3>
          <ProgressBar label={t('vip.validBet')} part={next.validBet} />
          {next.deposits && <ProgressBar label={t('vip.deposits')} part={next.deposits} />}
          <p className={css.muted}>
            {vip.percent >= 100
              ? t('vip.reached')
              : t('vip.remaining', {
                  amount: format.money(
                    next.deposits && next.deposits.percent < next.validBet.percent
                      ? next.deposits.remaining
                      : next.validBet.remaining,
                  ),
                  name: next.name,
                })}
          </p>
        </>
      ) : (
        <p className={css.muted}>{t('vip.top')}</p>
      )}
      <p className={css.muted}>
        {window} {vip.measure === 'validBetAndDeposits' ? t('vip.measureBoth') : ''}
      </p>
      {vip.retention && <p className={css.muted}>{vip.retention}</p>}
    </section>
  );
}

/** A labelled bar with its figures (the bar is a progressbar for assistive technology). */
function ProgressBar({ label, part }: { label: string; part: VipPart }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const percent = Math.max(0, Math.min(100, part.percent));
  const value = t('progressValue', { done: format.money(part.done), target: format.money(part.required) });
  return (
    <div className={css.progress}>
      <div className={css.spread}>
        <span>{label}</span>
        <span className={css.muted}>{value}</span>
      </div>
      <div
        className={css.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={value}
      >
        <div
          className={`${css.progressBar} ${percent >= 100 ? css.progressDone : ''}`}
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function VipLadder({ vip }: { vip: Vip }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const base = vip.baseWithdrawal;
  return (
    <section className={css.page} aria-labelledby="vip-ladder">
      <h2 id="vip-ladder" className={css.heading}>
        {t('vip.ladder')}
      </h2>
      {base && (
        <p className={css.muted}>
          {t('vip.baseLimits', { count: base.dailyCount, amount: format.money(base.dailyAmount) })}
        </p>
      )}
      <ol className={css.grid}>
        {vip.levels.map((level) => (
          <li key={level.level}>
            <LevelCard level={level} current={level.level === vip.level} period={vip.bonusPeriod} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function LevelCard({
  level,
  current,
  period,
}: {
  level: VipLevel;
  current: boolean;
  period: Vip['bonusPeriod'];
}) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const id = `vip-level-${level.level}`;
  const hasPeriodBonus = /[1-9]/.test(level.periodBonus);
  return (
    <article
      className={`${css.row} ${current ? css.cardCurrent : ''}`}
      aria-labelledby={id}
      aria-current={current ? 'true' : undefined}
    >
      <div className={css.spread}>
        <h3 id={id} className={css.cardTitle}>
          {level.name}
        </h3>
        {current ? (
          <span className={css.tone.good}>{t('vip.youAreHere')}</span>
        ) : (
          <span className={css.tag}>{t('vip.level', { level: level.level })}</span>
        )}
      </div>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('vip.reach')}</dt>
        <dd className={css.factValue}>
          {t('vip.reachBet', { amount: format.money(level.validBet) })}
          {level.deposits && (
            <>
              <br />
              {t('vip.reachDeposit', { amount: format.money(level.deposits) })}
            </>
          )}
        </dd>
        <dt className={css.factTerm}>{t('vip.upgradeBonus')}</dt>
        <dd className={css.factValue}>{format.money(level.upgradeBonus)}</dd>
        {hasPeriodBonus && (
          <>
            <dt className={css.factTerm}>{t('vip.periodicBonus')}</dt>
            <dd className={css.factValue}>
              {t(period === 'weekly' ? 'vip.perWeek' : 'vip.perMonth', {
                amount: format.money(level.periodBonus),
              })}
            </dd>
          </>
        )}
      </dl>
      {(level.perks.length > 0 || level.withdrawal) && (
        <>
          <h4 className={css.muted}>{t('vip.perks')}</h4>
          <ul className={css.bullets}>
            {level.withdrawal && (
              <>
                <li>{t('vip.withdrawCount', { count: level.withdrawal.dailyCount })}</li>
                <li>{t('vip.withdrawLimit', { amount: format.money(level.withdrawal.dailyAmount) })}</li>
              </>
            )}
            {level.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
