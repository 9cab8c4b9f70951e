import { createFileRoute } from '@tanstack/react-router';
import { RecentPage } from '@/web/features/lobby/components/SimpleGameList';
import { requireLogin } from '@/web/lib/guards';

export const Route = createFileRoute('/_site/recent')({ beforeLoad: requireLogin, component: RecentPage });
