import { useTranslation } from 'react-i18next';
import * as css from '../agent.css';
import { periodOf, useReportWindow } from '../period';
import { useReportSearch } from '../use-report-search';
import { PageFrame } from './Figures';
import { GameTable } from './GameTable';
import { MemberFilter } from './MemberFilter';
import { PeriodPicker } from './PeriodPicker';

/**
 * agentGameReport: win/loss by game category and provider for a period — the whole team, or one member's own
 * bets, or (from Team by downline) a sub-agent's whole team. Period and member in the URL.
 */
export function GameReportPage() {
  const { t } = useTranslation('agent');
  const { t: tt } = useTranslation('agentTools');
  const [window, setWindow] = useReportWindow();
  const { search, patch } = useReportSearch();
  const { member, parent } = search;
  const title = member
    ? tt('games.ofMember', { account: member })
    : parent
      ? tt('games.ofSubTeam', { account: parent })
      : tt('games.ofTeam');
  return (
    <PageFrame title={tt('menu.agentGameReport')}>
      <section className={css.panel} aria-label={t('filters.label')}>
        <div className={css.filterRow}>
          <MemberFilter value={member} onChange={(next) => patch({ member: next, parent: undefined })} />
        </div>
        <PeriodPicker window={window} onChange={setWindow} />
      </section>
      <GameTable
        filter={{ ...periodOf(window), member, parent: member ? undefined : parent }}
        title={title}
      />
    </PageFrame>
  );
}
