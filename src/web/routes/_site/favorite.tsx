import { createFileRoute } from '@tanstack/react-router';
import { FavoritePage } from '@/web/features/lobby/components/SimpleGameList';
import { requireLogin } from '@/web/lib/guards';

export const Route = createFileRoute('/_site/favorite')({
  beforeLoad: requireLogin,
  component: FavoritePage,
});
