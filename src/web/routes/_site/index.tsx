import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HomePage } from '@/web/features/lobby/home/HomePage';

// The next lottery draws load after the home page (not in its first-load JS).
const NextDraws = lazy(() => import('@/web/features/lottery/components/NextDraws'));

export const Route = createFileRoute('/_site/')({
  component: () => (
    <>
      <HomePage />
      <Suspense fallback={null}>
        <NextDraws />
      </Suspense>
    </>
  ),
});
