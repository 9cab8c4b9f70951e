import { createFileRoute } from '@tanstack/react-router';
import LotteryPage from '@/web/features/lottery/components/LotteryPage';
import { requireLogin } from '@/web/lib/guards';

/** Lottery page (login required): the lottery games, the bet slip of gameCode, bets, results (docs/lottery.md). */
export const Route = createFileRoute('/_site/vnLottery')({
  validateSearch: (search: Record<string, unknown>): { gameCode?: string } =>
    typeof search.gameCode === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.gameCode)
      ? { gameCode: search.gameCode }
      : {},
  beforeLoad: requireLogin,
  component: function Lottery() {
    const navigate = Route.useNavigate();
    return (
      <LotteryPage
        area="vnLottery"
        gameCode={Route.useSearch().gameCode}
        onSelect={(gameCode) => void navigate({ search: { gameCode }, replace: true })}
      />
    );
  },
});
