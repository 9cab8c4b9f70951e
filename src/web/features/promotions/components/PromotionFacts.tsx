import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import type { Promotion, PromotionDetail, TurnoverTerms } from '../api/types';
import * as css from '../promotions.css';

/** When a promotion runs: from its start, or from start to end. */
export function PromotionPeriod({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const start = format.dateIn(promotion.startsAt, promotion.timezone);
  return promotion.endsAt
    ? t('facts.periodRange', { start, end: format.dateIn(promotion.endsAt, promotion.timezone) })
    : t('facts.periodOpen', { start });
}

/** The reward rule in words: percent and cap, rebate basis, fixed amount, random share or raffle prizes. */
export function useRewardText(promotion: Promotion): string {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const { reward } = promotion;
  switch (promotion.kind) {
    case 'deposit_bonus':
      return t('reward.percent', {
        percent: format.number((reward.percentBp ?? 0) / 100),
        cap: format.money(reward.cap ?? '0'),
        min: format.money(reward.minDeposit ?? '0'),
      });
    case 'rebate':
      return t(reward.basis === 'net_loss' ? 'reward.rebate_net_loss' : 'reward.rebate_valid_bet', {
        percent: format.number((reward.percentBp ?? 0) / 100),
        period: t(reward.period === 'week' ? 'reward.period_week' : 'reward.period_day'),
      });
    case 'raffle':
      return t('reward.prizes', {
        prizes: (reward.prizes ?? []).map((p) => format.money(p)).join(' / '),
        every: format.money(reward.ticketEvery ?? '0'),
      });
    case 'red_envelope':
      return t('reward.random');
    default:
      return reward.amount ? t('reward.fixed', { amount: format.money(reward.amount) }) : t('reward.random');
  }
}

/**
 * The bonus rules in words, from the data the engine applies (the card and the detail page show the same): the
 * turnover and its base, what stays locked until it is met, the expiry, which money bets use first, and how much
 * each game category counts.
 */
export interface TermsRow {
  key: 'turnover' | 'lock' | 'expiry' | 'spend' | 'weights';
  term: string;
  value: string;
}

export function useTermsRows(turnover: TurnoverTerms | null): TermsRow[] {
  const { t } = useTranslation('promotions');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  if (!turnover) return [{ key: 'turnover', term: t('facts.turnover'), value: t('facts.noTurnover') }];
  const weights = turnover.weights.map((w) =>
    t('facts.weight', {
      category: common(`category.${w.category}` as 'category.RNG'),
      percent: format.count(w.percent),
    }),
  );
  return [
    {
      key: 'turnover',
      term: t('facts.turnover'),
      value: t(turnover.of === 'bonus_and_deposit' ? 'facts.turnoverBonusDeposit' : 'facts.turnoverBonus', {
        multiplier: turnover.multiplier,
      }),
    },
    {
      key: 'lock',
      term: t('facts.lock'),
      value: t(turnover.lock === 'bonus_and_deposit' ? 'facts.lockBonusDeposit' : 'facts.lockBonus'),
    },
    {
      key: 'expiry',
      term: t('facts.expiry'),
      value:
        turnover.expiresInDays === null
          ? t('facts.noExpiry')
          : t('facts.expiresInDays', { days: format.count(turnover.expiresInDays) }),
    },
    {
      key: 'spend',
      term: t('facts.spend'),
      value: t(turnover.spend === 'bonus_first' ? 'facts.spendBonus' : 'facts.spendCash'),
    },
    {
      key: 'weights',
      term: t('facts.weights'),
      value: weights.length === 0 ? t('facts.weightsAll') : [...weights, t('facts.weightsOther')].join(' · '),
    },
  ];
}

/** The facts of a promotion's detail page: period, weekdays, reward, turnover, limit and its live figures. */
export function PromotionFacts({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const reward = useRewardText(promotion);
  const rows: [string, string][] = [
    [t('facts.period'), ''],
    [
      t('facts.reward'),
      promotion.reward.payout
        ? `${reward} · ${t(promotion.reward.payout === 'claim' ? 'reward.claim' : 'reward.auto')}`
        : reward,
    ],
  ];
  if (promotion.days?.length)
    rows.push([t('facts.days'), promotion.days.map((d) => t(`weekday.${d}` as 'weekday.1')).join(', ')]);
  const terms = useTermsRows(promotion.turnover);
  rows.push(...terms.map((r): [string, string] => [r.term, r.value]));
  const { limit } = promotion;
  rows.push([
    t('facts.limit'),
    `${t(`limit.${limit.per}`, { count: limit.count })} · ${t('limit.used', { used: limit.used, count: limit.count })}`,
  ]);
  if (promotion.envelopes)
    rows.push([
      t('facts.envelopesLeft'),
      t('facts.envelopesLeftValue', { left: promotion.envelopes.left, total: promotion.envelopes.total }),
    ]);
  if (promotion.progress) {
    rows.push([t('facts.tickets'), String(promotion.progress.tickets)]);
    rows.push([t('facts.validBet'), format.money(promotion.progress.validBet)]);
  }
  return (
    <dl className={css.facts}>
      {rows.map(([term, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built in order
        <div key={i} style={{ display: 'contents' }}>
          <dt className={css.factTerm}>{term}</dt>
          <dd className={css.factValue}>{i === 0 ? <PromotionPeriod promotion={promotion} /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
