import { createFileRoute } from '@tanstack/react-router';
import { FavoritePage } from '../../features/lobby/components/SimpleGameList';
import { requireLogin } from '../../lib/guards';

export const Route = createFileRoute('/_site/favorite')({
  beforeLoad: requireLogin,
  component: FavoritePage,
});
