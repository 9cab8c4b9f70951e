import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { TreeNode } from '@/core/api/office-agents';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { AgentActionsLog } from './AgentActionsLog';
import { AgentDetail } from './AgentDetail';
import * as css from './agents.css';
import { SettleCard } from './SettleCard';
import { NodeLabel, TreeLevel } from './TeamTree';

/**
 * Agents: find an account, walk the team tree a level at a time (counts from the closure table), and see an
 * account's contracts with their events and bills, and the agents' own actions on their downlines; staff with
 * agents.act also offer and terminate contracts, move a member (with its team) to another agent, make a player an
 * agent, lift an agent's lock and settle every due contract period — the same calls as the ops CLI, with a reason.
 */
export function AgentsPage() {
  const t = useT('agents');
  const { brand } = useParams({ from: '/office/$brand' });
  const canAct = allows(brandOf(useMe(), brand), 'agents.act');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const search = useQuery({
    queryKey: ['office', brand, 'agents', 'search', q],
    queryFn: () =>
      officeApi<{ list: TreeNode[] }>(brandPath(brand, `agents/search?q=${encodeURIComponent(q)}`)),
    enabled: q !== '',
  });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <>
      <h1>{t('title')}</h1>
      <form className={office.filters} onSubmit={onSearch} aria-label={t('search.submit')}>
        <label className={form.field}>
          <span className={form.label}>{t('search.label')}</span>
          <input className={form.input} name="q" maxLength={64} autoComplete="off" />
        </label>
        <button type="submit" className={button.primary}>
          {t('search.submit')}
        </button>
      </form>
      {q !== '' && (
        <section className={office.card} aria-label={t('search.results')}>
          <QueryState query={search}>
            {(data) =>
              data.list.length === 0 ? (
                <p>{t('search.none')}</p>
              ) : (
                <ul className={css.tree}>
                  {data.list.map((n) => (
                    <li key={n.username} className={css.node}>
                      <NodeLabel node={n} selected={selected} onSelect={setSelected} />
                      {n.upline && (
                        <span className={css.muted}>
                          {t('upline')}: {n.upline}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      )}
      <div className={css.panes}>
        <section className={office.card} aria-labelledby="agents-tree">
          <h2 id="agents-tree">{t('tree')}</h2>
          <TreeLevel brand={brand} parent={null} selected={selected} onSelect={setSelected} />
        </section>
        {selected ? (
          <AgentDetail brand={brand} name={selected} canAct={canAct} />
        ) : (
          <p className={css.muted}>{t('pick')}</p>
        )}
      </div>
      {canAct && <SettleCard brand={brand} />}
      <AgentActionsLog brand={brand} />
    </>
  );
}
