import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdjustAnswer, LedgerLine, PlayerMoney } from '@/core/api/office-players';
import * as form from '@/web/ui/form.css';
import { officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { QueryState } from '../../shell/QueryState';
import { PagedSection } from './PagedSection';
import { ReasonAction, Section, useCan, usePlayer, when } from './player-lib';
import * as local from './players.css';

/** Balances and open bonuses (cancel), a balance adjustment (four eyes above the threshold), the ledger. */
export function MoneySection() {
  const t = useT('players');
  const can = useCan();
  const { brand, id, path } = usePlayer();
  const money = useQuery({
    queryKey: ['office', brand, 'player', id, 'money'],
    queryFn: () => officeApi<PlayerMoney>(path('/money')),
  });
  return (
    <>
      <div className={local.sections}>
        <Section id="money" title={t('section.money')}>
          <QueryState query={money}>
            {(m) => (
              <>
                <dl className={local.facts}>
                  <dt>{t('balance')}</dt>
                  <dd data-testid="player-balance">
                    {m.balance} {m.currency}
                  </dd>
                  <dt>{t('free')}</dt>
                  <dd>{m.free}</dd>
                  <dt>{t('locked')}</dt>
                  <dd>{m.locked}</dd>
                  <dt>{t('points')}</dt>
                  <dd>{m.points}</dd>
                </dl>
                <h3>{t('openBonuses')}</h3>
                {m.bonuses.length === 0 ? (
                  <p>{t('noBonuses')}</p>
                ) : (
                  m.bonuses.map((b) => (
                    <details key={b.bonusId}>
                      <summary>
                        {b.title}: {b.locked} · {t('turnover', { done: b.wagered, required: b.required })}
                      </summary>
                      {can('money.adjust') && (
                        <ReasonAction label={t('cancelBonus')} url={path(`/bonuses/${b.bonusId}/cancel`)} />
                      )}
                    </details>
                  ))
                )}
              </>
            )}
          </QueryState>
        </Section>
        {can('money.adjust') && <AdjustForm />}
      </div>
      <Ledger />
    </>
  );
}

function AdjustForm() {
  const t = useT('players');
  const { path } = usePlayer();
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [answer, setAnswer] = useState<AdjustAnswer | null>(null);
  return (
    <Section id="adjust" title={t('section.adjust')}>
      <ReasonAction<AdjustAnswer>
        label={t('adjust')}
        url={path('/adjust')}
        tone="primary"
        extra={() => ({ amount: amount.trim(), key })}
        onDone={(value) => {
          setAnswer(value);
          setAmount('');
          setKey(crypto.randomUUID());
        }}
      >
        <label className={form.field}>
          <span className={form.label}>{t('amount')}</span>
          <input
            className={form.input}
            value={amount}
            required
            inputMode="decimal"
            pattern="-?[0-9]{1,15}(\.[0-9]{1,8})?"
            onChange={(e) => setAmount(e.target.value)}
          />
          <span className={form.hint}>{t('amountHint')}</span>
        </label>
      </ReasonAction>
      {answer && (
        <p role="status">
          {answer.status === 'requested'
            ? t('adjustRequested')
            : answer.status === 'refused'
              ? t('adjustRefused')
              : t('adjustPosted', { balance: answer.balance })}
        </p>
      )}
    </Section>
  );
}

function Ledger() {
  const t = useT('players');
  return (
    <PagedSection<LedgerLine>
      list="ledger"
      title={t('section.ledger')}
      empty={t('noLedger')}
      rowKey={(r) => r.id}
      columns={[
        { label: t('at'), cell: (l) => when(l.at) },
        { label: t('kind'), cell: (l) => l.kind },
        { label: t('amount'), end: true, cell: (l) => l.amount },
        { label: t('balance'), end: true, cell: (l) => l.balance },
        {
          label: t('explanation'),
          wide: true,
          cell: (l) =>
            [l.counterpart, l.reference, ...Object.entries(l.memo).map(([k, v]) => `${k}: ${String(v)}`)]
              .filter(Boolean)
              .join(' · '),
        },
      ]}
    />
  );
}
