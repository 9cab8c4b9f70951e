import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DownlineLock, OfficeContract, TreeNode } from '@/core/api/office-agents';
import { CONTRACT_KINDS } from '@/core/contracts';
import { dataTable } from '@/web/ui/data-table.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { ActionForm } from './ActionForm';
import * as css from './agents.css';

interface Detail {
  account: TreeNode;
  topAgent: boolean;
  lock: DownlineLock | null;
  contracts: OfficeContract[];
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(document.documentElement.lang) : '—';

/** The selected account: its place, the move form, and for an agent its contracts (events, bills, terminate, offer). */
export function AgentDetail({ brand, name, canAct }: { brand: string; name: string; canAct: boolean }) {
  const t = useT('agents');
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['office', brand, 'agents', 'detail', name],
    queryFn: () => officeApi<Detail>(brandPath(brand, `agents/${encodeURIComponent(name)}`)),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['office', brand, 'agents'] });
  // What an action that removes its own form (promote, unlock) did: shown on the account it was done to.
  const [notice, setNotice] = useState<{ name: string; text: string } | null>(null);
  const announce = async (text: string) => {
    setNotice({ name, text });
    await refresh();
  };
  return (
    <QueryState query={detail}>
      {({ account, topAgent, lock, contracts }) => (
        <section className={office.card} aria-labelledby="agent-detail">
          <h2 id="agent-detail">{account.username}</h2>
          <p className={css.muted}>
            {t(`kind.${account.kind}`)} · {t('upline')}: {account.upline ?? t('brandItself')}
            {account.isAgent && (
              <>
                {' '}
                · {t('direct', { count: account.direct })} · {t('team', { count: account.team })}
              </>
            )}
          </p>
          {notice?.name === account.username && (
            <p role="status" className={form.success}>
              {notice.text}
            </p>
          )}
          {lock && (
            <p role="note">
              {t('lock.notice', { by: lock.lockedBy, at: when(lock.lockedAt), reason: lock.reason })}
            </p>
          )}
          {canAct && lock && (
            <details>
              <summary>{t('lock.title')}</summary>
              <ActionForm
                label={t('lock.title')}
                submit={t('lock.submit')}
                run={(v) =>
                  officePost<{ account: string; lockedBy: string }>(brandPath(brand, 'agents/unlock'), {
                    member: account.username,
                    reason: v.reason,
                  }).then(async (r) => {
                    await announce(t('lock.done', { name: r.account, by: r.lockedBy }));
                    return r;
                  })
                }
                done={(r) => t('lock.done', { name: r.account, by: r.lockedBy })}
              />
            </details>
          )}
          {canAct && account.kind === 'player' && account.upline !== null && (
            <details>
              <summary>{t('promote.title')}</summary>
              <p className={form.hint}>{t('promote.rules')}</p>
              <ActionForm
                label={t('promote.title')}
                submit={t('promote.submit')}
                maxLength={200}
                run={(v) =>
                  officePost<{ account: string }>(brandPath(brand, 'agents/promote'), {
                    member: account.username,
                    reason: v.reason,
                  }).then(async (r) => {
                    await announce(t('promote.done', { name: r.account }));
                    return r;
                  })
                }
                done={(r) => t('promote.done', { name: r.account })}
              />
            </details>
          )}
          {canAct && (
            <details>
              <summary>{t('move.title')}</summary>
              <p className={form.hint}>{t('move.rules')}</p>
              <ActionForm
                label={t('move.title')}
                submit={t('move.submit')}
                run={(v) =>
                  officePost<{ to: string; moved: number }>(brandPath(brand, 'agents/move'), {
                    member: account.username,
                    to: v.to,
                    reason: v.reason,
                  }).then(async (r) => {
                    await refresh();
                    return r;
                  })
                }
                done={(r) => t('move.done', { to: r.to, count: r.moved })}
              >
                <label className={form.field}>
                  <span className={form.label}>{t('move.to')}</span>
                  <input className={form.input} name="to" required maxLength={64} autoComplete="off" />
                </label>
              </ActionForm>
            </details>
          )}
          {account.isAgent && (
            <>
              <h3>{t('contracts.title')}</h3>
              {contracts.length === 0 ? (
                <p className={css.muted}>{t('contracts.none')}</p>
              ) : (
                contracts.map((c) => (
                  <ContractCard key={c.id} brand={brand} contract={c} canAct={canAct} onDone={refresh} />
                ))
              )}
              {canAct && topAgent && <OfferForm brand={brand} agent={account.username} onDone={refresh} />}
            </>
          )}
        </section>
      )}
    </QueryState>
  );
}

function ContractCard({
  brand,
  contract: c,
  canAct,
  onDone,
}: {
  brand: string;
  contract: OfficeContract;
  canAct: boolean;
  onDone: () => Promise<void>;
}) {
  const t = useT('agents');
  return (
    <article className={office.card} aria-label={`${t(`contracts.kind.${c.kind}`)} #${c.id}`}>
      <strong>
        {t(`contracts.kind.${c.kind}`)} #{c.id} · {t(`contracts.status.${c.status}`)}
      </strong>
      <span className={css.muted}>
        {c.side === 'holds'
          ? t('contracts.from', { name: c.upline ?? t('brandItself') })
          : t('contracts.to', { name: c.downline })}{' '}
        · {t('contracts.rates', { min: c.minRate, max: c.maxRate })} · {t('contracts.period')}: {c.period}
      </span>
      <span className={css.muted}>
        {t('contracts.starts')}: {when(c.startsAt)} · {t('contracts.ends')}: {when(c.endsAt)}
      </span>
      <details>
        <summary>{t('contracts.events', { count: c.events.length })}</summary>
        <ul className={css.list}>
          {c.events.map((e) => (
            <li key={`${e.at}-${e.action}-${e.actor}`}>
              {when(e.at)} · {e.actor} · {e.action}
              {e.reason ? ` · ${e.reason}` : ''}
            </li>
          ))}
        </ul>
      </details>
      <details>
        <summary>{t('contracts.bills', { count: c.bills.length })}</summary>
        {c.bills.length === 0 ? (
          <p className={css.muted}>{t('contracts.noBills')}</p>
        ) : (
          <div className={office.tableWrap}>
            <table className={dataTable}>
              <thead>
                <tr>
                  <th>{t('contracts.periodStart')}</th>
                  <th>{t('contracts.amount')}</th>
                  <th>{t('contracts.billStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {c.bills.map((b) => (
                  <tr key={b.id}>
                    <td data-label={t('contracts.periodStart')}>{when(b.periodStart)}</td>
                    <td data-label={t('contracts.amount')}>{b.amount}</td>
                    <td data-label={t('contracts.billStatus')}>{t(`contracts.billStatuses.${b.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      {canAct && c.status === 'active' && (
        <details>
          <summary>{t('contracts.terminate')}</summary>
          <ActionForm
            label={t('contracts.terminate')}
            submit={t('contracts.terminate')}
            run={(v) =>
              officePost<{ contract: { endsAt: string | null } }>(
                brandPath(brand, `agents/contracts/${c.id}/terminate`),
                { reason: v.reason },
              ).then(async (r) => {
                await onDone();
                return r;
              })
            }
            done={(r) => t('contracts.terminated', { at: when(r.contract.endsAt) })}
          />
        </details>
      )}
    </article>
  );
}

function OfferForm({ brand, agent, onDone }: { brand: string; agent: string; onDone: () => Promise<void> }) {
  const t = useT('agents');
  return (
    <details>
      <summary>{t('offer.title')}</summary>
      <ActionForm
        label={t('offer.title')}
        submit={t('offer.submit')}
        run={(v) =>
          officePost<{ contract: { id: string } }>(brandPath(brand, 'agents/contracts/offer'), {
            agent,
            kind: v.kind,
            tiers: [{ rate: v.rate }],
            reason: v.reason,
          }).then(async (r) => {
            await onDone();
            return r;
          })
        }
        done={(r) => t('offer.done', { id: r.contract.id })}
      >
        <label className={form.field}>
          <span className={form.label}>{t('offer.kind')}</span>
          <select className={office.select} name="kind" defaultValue="dividend">
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`contracts.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('offer.rate')}</span>
          <input
            className={form.input}
            name="rate"
            required
            inputMode="decimal"
            pattern="\d{1,3}(\.\d{1,2})?"
          />
        </label>
      </ActionForm>
    </details>
  );
}
