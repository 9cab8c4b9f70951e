import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from '@/web/features/lobby/components/GamePage';
import { requireLogin } from '@/web/lib/guards';

/** Seamless game page (login required): the game named by gameCode, embedded full width, no side menu. */
export const Route = createFileRoute('/_site/seamless')({
  validateSearch: (search: Record<string, unknown>): { gameCode?: string } =>
    typeof search.gameCode === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.gameCode)
      ? { gameCode: search.gameCode }
      : {},
  beforeLoad: requireLogin,
  component: function Seamless() {
    return <GamePage gameCode={Route.useSearch().gameCode} />;
  },
});
