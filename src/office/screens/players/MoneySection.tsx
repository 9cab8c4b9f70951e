import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdjustAnswer, LedgerLine, PlayerMoney } from '@/core/api/office-players';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { Pager } from '@/web/ui/Pager';
import { officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { ReasonAction, Section, useCan, usePlayer, when } from './player-lib';
import * as local from './players.css';

const PAGE_SIZE = 20;

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
  const { brand, id, path } = usePlayer();
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: ['office', brand, 'player', id, 'ledger', page],
    queryFn: () =>
      officeApi<{ list: LedgerLine[]; total: number }>(path(`/ledger?pageNo=${page}&pageSize=${PAGE_SIZE}`)),
    placeholderData: keepPreviousData,
  });
  return (
    <Section id="ledger" title={t('section.ledger')}>
      <QueryState query={ledger}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('noLedger')}</p>
          ) : (
            <>
              <div className={css.tableWrap}>
                <table className={dataTable}>
                  <thead>
                    <tr>
                      <th>{t('at')}</th>
                      <th>{t('kind')}</th>
                      <th data-align="end">{t('amount')}</th>
                      <th data-align="end">{t('balance')}</th>
                      <th>{t('explanation')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((l) => (
                      <tr key={l.id}>
                        <td data-label={t('at')}>{when(l.at)}</td>
                        <td data-label={t('kind')}>{l.kind}</td>
                        <td data-label={t('amount')} data-align="end">
                          {l.amount}
                        </td>
                        <td data-label={t('balance')} data-align="end">
                          {l.balance}
                        </td>
                        <td data-label={t('explanation')} data-wide="">
                          {[
                            l.counterpart,
                            l.reference,
                            ...Object.entries(l.memo).map(([k, v]) => `${k}: ${String(v)}`),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
