import { createFileRoute } from '@tanstack/react-router';
import { GameCenter } from '../../features/lobby/components/GameCenter';
import { lobbySearch } from '../../features/lobby/search-params';

export const Route = createFileRoute('/_site/mini')({
  validateSearch: lobbySearch,
  component: function Center() {
    return <GameCenter category="MINI" search={Route.useSearch()} />;
  },
});
