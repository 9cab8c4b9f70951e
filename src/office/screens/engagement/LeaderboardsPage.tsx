import { useParams } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import { BoardsPanel } from './BoardsPanel';
import { JackpotPanel } from './JackpotPanel';

/**
 * Leaderboards and jackpot (docs/back-office.md "Leaderboards and jackpots"): loyalty.read to look,
 * loyalty.decide (marketing, owner) to run the jackpot or settle the boards now, each with a reason.
 */
export function LeaderboardsPage() {
  const t = useT('runs');
  const { brand } = useParams({ from: '/office/$brand' });
  const canAct = allows(brandOf(useMe(), brand), 'loyalty.decide');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {!canAct && <p>{t('readOnly')}</p>}
      <JackpotPanel brand={brand} canAct={canAct} />
      <BoardsPanel brand={brand} canAct={canAct} />
    </>
  );
}
