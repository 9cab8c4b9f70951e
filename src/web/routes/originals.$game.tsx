import { createFileRoute } from '@tanstack/react-router';
import { OriginalsScreen } from '../features/originals/components/OriginalsScreen';

interface OriginalsSearch {
  /** The one-time launch token from launchGame. */
  launch?: string;
  /** Free demo play (no account). */
  demo?: boolean;
}

/** An in-house game screen, shown inside the game popup's frame: no site layout. */
export const Route = createFileRoute('/originals/$game')({
  validateSearch: (search: Record<string, unknown>): OriginalsSearch => ({
    ...(typeof search.launch === 'string' && /^[A-Za-z0-9_.~-]{8,256}$/.test(search.launch)
      ? { launch: search.launch }
      : {}),
    ...(search.demo === 1 || search.demo === '1' || search.demo === true ? { demo: true } : {}),
  }),
  component: OriginalsRoute,
});

function OriginalsRoute() {
  const { game } = Route.useParams();
  const { launch, demo } = Route.useSearch();
  return <OriginalsScreen game={game} launch={launch} demo={demo === true} />;
}
