import { createFileRoute } from '@tanstack/react-router';
import { GameCenter, lobbySearch } from '../../features/lobby/components/GameCenter';

export const Route = createFileRoute('/_site/crash')({
  validateSearch: lobbySearch,
  component: function Center() {
    return <GameCenter category="CRASH" search={Route.useSearch()} />;
  },
});
