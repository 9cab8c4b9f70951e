import type { Game } from '../api/types';
import { GameCard } from '../components/GameCard';
import { useFavorites } from '../use-favorites';
import { useLaunchGame } from '../use-launch';

/** The cards of a home section (HomeSection), each launching its game and marking it a favourite. */
export function SectionCards({ games }: { games: Game[] }) {
  const { favorites, toggle } = useFavorites();
  const launch = useLaunchGame();
  return games.map((game) => (
    <GameCard
      key={game.nodeId}
      game={game}
      favorite={favorites.has(game.nodeId)}
      onLaunch={(g, demo) => void launch(g, { demo })}
      onFavorite={(g) => void toggle(g)}
    />
  ));
}
