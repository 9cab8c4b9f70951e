import { createFileRoute } from '@tanstack/react-router';
import { GameCenter } from '@/web/features/lobby/components/GameCenter';
import { lobbySearch } from '@/web/features/lobby/search-params';

export const Route = createFileRoute('/_site/arcade')({
  validateSearch: lobbySearch,
  component: function Center() {
    return <GameCenter category="ARCADE" search={Route.useSearch()} />;
  },
});
