import { createFileRoute } from '@tanstack/react-router';
import { GameCenter, lobbySearch } from '../../features/lobby/components/GameCenter';

export const Route = createFileRoute('/_site/fish')({
  validateSearch: lobbySearch,
  component: function Center() {
    return <GameCenter category="FISH" search={Route.useSearch()} />;
  },
});
