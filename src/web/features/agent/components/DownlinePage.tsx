import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { PAGE_SIZE } from '../api/keys';
import { useTeamMembers } from '../api/members';
import type { MemberSort, SortOrder, TeamMember } from '../api/types';
import { sortingOf, useReportSearch } from '../use-report-search';
import * as work from '../work.css';
import { ExportButton } from './ExportButton';
import { PageFrame } from './Figures';
import { ManageDialog } from './ManageDialog';
import { PromoteAction } from './PromoteAction';
import { SortHeader, SortSelect } from './SortHeader';
import { TransferDialog } from './TransferDialog';

const SORTABLE: MemberSort[] = [
  'account',
  'registeredAt',
  'lastLoginAt',
  'firstDepositAt',
  'balance',
  'deposits',
  'validBet',
];

/**
 * downlineManagmentView: the team as a searchable, sortable table, one level at a time from the agent down, with
 * the path as a breadcrumb (level, search, sorting and page in the URL, so Back goes up a level). Actions: manage
 * (lock, password, note, transfers), transfer to a member, that member's bets and transactions; CSV export.
 */
export function DownlinePage() {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const { search: url, patch } = useReportSearch();
  const filter = {
    parent: url.parent,
    keyword: url.keyword,
    ...sortingOf(url, SORTABLE, 'registeredAt'),
    pageNo: url.pageNo ?? 1,
  };
  const [keyword, setKeyword] = useState(url.keyword ?? '');
  useEffect(() => setKeyword(url.keyword ?? ''), [url.keyword]);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [managed, setManaged] = useState<TeamMember | null>(null);
  const members = useTeamMembers(filter);
  const sortBy = (sort: MemberSort, order: SortOrder) => patch({ sort, dir: order });
  const openParent = (parent: string | undefined) => patch({ parent, keyword: undefined });
  const search = (event: FormEvent) => {
    event.preventDefault();
    patch({ keyword: keyword.trim() || undefined });
  };
  const labels: Record<MemberSort, string> = {
    account: t('columns.account'),
    registeredAt: t('columns.registeredAt'),
    lastLoginAt: t('columns.lastLoginAt'),
    balance: t('columns.balance'),
    deposits: t('columns.deposits'),
    validBet: t('columns.validBet'),
    firstDepositAt: tt('columns.firstDepositAt'),
  };
  return (
    <PageFrame title={t('menu.downlineManagmentView')}>
      <section className={css.panel} aria-labelledby="team-table">
        <h2 id="team-table" className={css.visuallyHidden}>
          {t('team.heading')}
        </h2>
        <form className={css.filterRow} onSubmit={search}>
          <label className={css.filterField}>
            <span className={css.label}>{t('team.search')}</span>
            <input
              className={css.input}
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              maxLength={64}
            />
          </label>
          <button type="submit" className={css.chip} style={{ minHeight: 44 }}>
            {t('search')}
          </button>
          <SortSelect
            options={SORTABLE.map((name) => ({ name, label: labels[name] }))}
            sort={filter.sort}
            order={filter.order}
            onSort={sortBy}
          />
        </form>
        <ExportButton report="members" query={filter} label={t('menu.downlineManagmentView')} />
        {members.data && (
          <nav aria-label={t('team.path')}>
            <ol className={css.crumbs}>
              {members.data.path.map((step, i) => {
                const last = i === members.data.path.length - 1 && !filter.keyword;
                return (
                  <li key={step.account}>
                    {last ? (
                      <span aria-current="location">{i === 0 ? t('team.me') : step.account}</span>
                    ) : (
                      <button
                        type="button"
                        className={css.linkButton}
                        onClick={() => openParent(i === 0 ? undefined : step.account)}
                      >
                        {i === 0 ? t('team.me') : step.account}
                      </button>
                    )}
                  </li>
                );
              })}
              {filter.keyword && (
                <li aria-current="location">{t('team.results', { keyword: filter.keyword })}</li>
              )}
            </ol>
          </nav>
        )}
        {members.isPending ? (
          <Loading />
        ) : members.isError ? (
          <ErrorState notFoundIsAnswer error={members.error} onRetry={() => void members.refetch()} />
        ) : members.data.list.length === 0 ? (
          <Empty text={filter.keyword ? t('team.noMatch') : t('team.empty')} />
        ) : (
          <>
            <p className={css.muted}>{t('team.count', { count: members.data.total })}</p>
            <div className={css.tableWrap}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <SortHeader name="account" label={labels.account} {...filter} onSort={sortBy} />
                    <th scope="col">{t('columns.level')}</th>
                    <th scope="col">{t('columns.type')}</th>
                    <SortHeader name="registeredAt" label={labels.registeredAt} {...filter} onSort={sortBy} />
                    <SortHeader name="lastLoginAt" label={labels.lastLoginAt} {...filter} onSort={sortBy} />
                    <SortHeader
                      name="firstDepositAt"
                      label={labels.firstDepositAt}
                      {...filter}
                      onSort={sortBy}
                    />
                    {(['balance', 'deposits', 'validBet'] as const).map((name) => (
                      <SortHeader
                        key={name}
                        name={name}
                        label={labels[name]}
                        {...filter}
                        onSort={sortBy}
                        align="end"
                      />
                    ))}
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.list.map((member) => (
                    <MemberRow
                      key={member.account}
                      member={member}
                      onOpen={() => openParent(member.account)}
                      onTransfer={() => setTransferTo(member.account)}
                      onManage={() => setManaged(member)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={filter.pageNo}
              total={Math.ceil(members.data.total / PAGE_SIZE)}
              onPage={(pageNo) => patch({ pageNo })}
            />
          </>
        )}
      </section>
      {transferTo && <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} />}
      {managed && <ManageDialog member={managed} onClose={() => setManaged(null)} />}
    </PageFrame>
  );
}

function MemberRow({
  member,
  onOpen,
  onTransfer,
  onManage,
}: {
  member: TeamMember;
  onOpen: () => void;
  onTransfer: () => void;
  onManage: () => void;
}) {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const format = useFormat({ brandTime: true });
  return (
    <tr data-testid={`member-${member.account}`}>
      <td data-label={t('columns.account')} data-wide>
        <strong className={work.account}>{member.account}</strong>
        {member.nickname && member.nickname !== member.account && (
          <span className={css.sub}> {member.nickname}</span>
        )}
        {member.note && (
          <span className={css.sub} style={{ display: 'block' }} title={tt('columns.note')}>
            {member.note}
          </span>
        )}
      </td>
      <td data-label={t('columns.level')} data-nowrap>
        {t('team.level', { level: member.depth })}
      </td>
      <td data-label={t('columns.type')}>{t(`register.kinds.${member.kind}`)}</td>
      <td data-label={t('columns.registeredAt')}>{format.dateTime(member.registeredAt)}</td>
      <td data-label={t('columns.lastLoginAt')}>
        {member.lastLoginAt ? format.dateTime(member.lastLoginAt) : t('never')}
      </td>
      <td data-label={tt('columns.firstDepositAt')}>
        {member.firstDepositAt ? format.dateTime(member.firstDepositAt) : tt('manage.none')}
      </td>
      <td data-label={t('columns.balance')} data-align="end">
        {format.money(member.balance)}
      </td>
      <td data-label={t('columns.deposits')} data-align="end">
        {format.money(member.deposits)}
      </td>
      <td data-label={t('columns.validBet')} data-align="end">
        {format.money(member.validBet)}
      </td>
      <td data-label={t('columns.status')}>
        <span className={member.status === 'locked' ? css.pillWarn : css.pill}>
          {t(`status.${member.status}`)}
        </span>
      </td>
      <td data-label={t('columns.actions')} data-wide>
        <div className={css.actions}>
          <button
            type="button"
            className={css.smallButton}
            onClick={onManage}
            aria-label={tt('manage.openOf', { account: member.account })}
          >
            {tt('manage.open')}
          </button>
          {member.directCount > 0 && (
            <button
              type="button"
              className={css.smallButton}
              onClick={onOpen}
              aria-label={t('team.openTeamOf', { account: member.account, count: member.directCount })}
            >
              {t('team.openTeam', { count: member.directCount })}
            </button>
          )}
          <button
            type="button"
            className={css.smallButton}
            onClick={onTransfer}
            aria-label={t('team.transferTo', { account: member.account })}
          >
            {t('team.transfer')}
          </button>
          <PromoteAction member={member} />
          <Link
            to="/agentHome"
            search={{ page: 'personalHistoryCopy', member: member.account }}
            className={css.smallButton}
            style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }}
            aria-label={t('team.betsOf', { account: member.account })}
          >
            {t('team.bets')}
          </Link>
          <Link
            to="/agentHome"
            search={{ page: 'agentDownlineTransactionDetailsCopy', member: member.account }}
            className={css.smallButton}
            style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }}
            aria-label={t('team.transactionsOf', { account: member.account })}
          >
            {t('team.transactions')}
          </Link>
        </div>
      </td>
    </tr>
  );
}
