import { createFileRoute } from '@tanstack/react-router';
import { PointMallPage } from '../../features/lobby/components/PointMallPage';
import { requireLogin } from '../../lib/guards';

/** Points mall (login required). Points and rewards arrive with the points issue. */
export const Route = createFileRoute('/_site/pointMall')({
  beforeLoad: requireLogin,
  component: PointMallPage,
});
