import { createFileRoute } from '@tanstack/react-router';
import { RecentPage } from '../../features/lobby/components/SimpleGameList';
import { requireLogin } from '../../lib/guards';

export const Route = createFileRoute('/_site/recent')({ beforeLoad: requireLogin, component: RecentPage });
