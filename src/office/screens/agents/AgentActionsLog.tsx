import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AgentAction } from '@/core/api/office-agents';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { PagedRows } from '../../shell/DataTable';
import * as office from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';

const PAGE_SIZE = 20;
const KINDS = new Set(['agent.lock', 'agent.unlock', 'agent.reset_password']);

const when = (iso: string) => new Date(iso).toLocaleString(document.documentElement.lang);

/**
 * The agents' own audited actions on their downlines (locks, unlocks, password resets), newest first, the rows of
 * `npm run ops -- agent-actions` for this brand: filtered by agent, a page at a time.
 */
export function AgentActionsLog({ brand }: { brand: string }) {
  const t = useT('agents');
  const [agent, setAgent] = useState('');
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: ['office', brand, 'agents', 'actions', agent, page],
    queryFn: () =>
      officeApi<{ list: AgentAction[]; total: number }>(
        brandPath(
          brand,
          `agents/actions?${new URLSearchParams({
            ...(agent ? { agent } : {}),
            pageNo: String(page),
            pageSize: String(PAGE_SIZE),
          })}`,
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAgent(String(new FormData(event.currentTarget).get('agent') ?? '').trim());
    setPage(1);
  };
  return (
    <section className={office.card} aria-labelledby="agent-actions">
      <h2 id="agent-actions">{t('actions.title')}</h2>
      <form className={office.filters} onSubmit={onFilter} aria-label={t('actions.filter')}>
        <label className={form.field}>
          <span className={form.label}>{t('actions.agent')}</span>
          <input className={form.input} name="agent" maxLength={64} autoComplete="off" />
        </label>
        <button type="submit" className={button.secondary}>
          {t('actions.filter')}
        </button>
      </form>
      <QueryState query={rows}>
        {(data) => (
          <PagedRows
            data={data}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={setPage}
            empty={t('actions.none')}
            before={<p>{t('actions.total', { total: data.total })}</p>}
            rowKey={(r) => r.id}
            columns={[
              { label: t('actions.at'), cell: (r) => when(r.at) },
              { label: t('actions.agent'), cell: (r) => r.actor.replace(/^agent:/, '') },
              {
                label: t('actions.action'),
                cell: (r) => (KINDS.has(r.action) ? t(`actions.kind.${r.action.slice(6)}`) : r.action),
              },
              { label: t('actions.target'), cell: (r) => r.target ?? '' },
              { label: t('actions.reason'), cell: (r) => r.reason ?? '', wide: true },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
