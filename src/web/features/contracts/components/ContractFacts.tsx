import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import type { Contract } from '../api/types';
import * as css from '../contracts.css';

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export const STATUS_TONE: Record<string, Tone> = {
  pending: 'warn',
  active: 'good',
  terminating: 'warn',
  terminated: 'bad',
  rejected: 'bad',
  cancelled: 'neutral',
  superseded: 'neutral',
  paid: 'good',
  held: 'warn',
  zero: 'neutral',
};

export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation('contracts');
  return (
    <span className={`${css.pill} ${css.pillTone[STATUS_TONE[status] ?? 'neutral']}`}>
      {t(`status.${status}` as 'status.active', { defaultValue: status })}
    </span>
  );
}

/** The rate of a contract: one rate, or its lowest to highest. */
export function useRateRange() {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  return (contract: Pick<Contract, 'minRate' | 'maxRate'>) =>
    contract.minRate === contract.maxRate
      ? format.percentOf(contract.minRate)
      : t('rateRange', { from: format.percentOf(contract.minRate), to: format.percentOf(contract.maxRate) });
}

/** Who signed, the period, the status and the dates of a contract. */
export function ContractFacts({ contract, side }: { contract: Contract; side: 'upline' | 'downline' }) {
  const { t } = useTranslation('contracts');
  const format = useFormat({ brandTime: true });
  const rateRange = useRateRange();
  const items: { label: string; value: React.ReactNode }[] = [
    side === 'upline'
      ? { label: t('facts.upline'), value: contract.upline ?? t('facts.brand') }
      : { label: t('facts.downline'), value: contract.downline },
    { label: t('facts.rate'), value: rateRange(contract) },
    { label: t('facts.period'), value: t(`period.${contract.period}`) },
    { label: t('facts.status'), value: <StatusPill status={contract.status} /> },
  ];
  if (contract.startsAt) items.push({ label: t('facts.since'), value: format.dateTime(contract.startsAt) });
  else items.push({ label: t('facts.requestedAt'), value: format.dateTime(contract.requestedAt) });
  if (contract.endsAt) items.push({ label: t('facts.endsAt'), value: format.dateTime(contract.endsAt) });
  if (contract.carry && /[1-9]/.test(contract.carry))
    items.push({ label: t('facts.carry'), value: format.money(contract.carry) });
  return (
    <dl className={css.facts}>
      {items.map((item) => (
        <div key={item.label} className={css.fact}>
          <dt className={css.factLabel}>{item.label}</dt>
          <dd className={css.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
