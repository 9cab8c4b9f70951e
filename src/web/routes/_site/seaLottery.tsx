import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '../../features/lobby/components/GamePage';
import { requireLogin } from '../../lib/guards';

/** Lottery page (login required): the lottery game named by gameCode, embedded full width. */
export const Route = createFileRoute('/_site/seaLottery')({
  validateSearch: (search: Record<string, unknown>): { gameCode?: string } =>
    typeof search.gameCode === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.gameCode)
      ? { gameCode: search.gameCode }
      : {},
  beforeLoad: requireLogin,
  component: function Lottery() {
    return <GamePage gameCode={Route.useSearch().gameCode} />;
  },
});
