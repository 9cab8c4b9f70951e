import { createFileRoute } from '@tanstack/react-router';
import { GameCenter } from '@/web/features/lobby/components/GameCenter';
import { lobbySearch } from '@/web/features/lobby/search-params';

export const Route = createFileRoute('/_site/pvp')({
  validateSearch: lobbySearch,
  component: function Center() {
    return <GameCenter category="PVP" search={Route.useSearch()} />;
  },
});
