import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HelpModal } from '@/web/features/help/components/HelpModal';
import { HomePage } from '@/web/features/lobby/home/HomePage';

/** /help (optional #term): the home page with the help content anchored to that term (spec §2). */
export const Route = createFileRoute('/_site/help')({
  component: function HelpRoute() {
    return (
      <>
        {/* Its own boundary: a home section whose code or texts arrive later never hides the help modal. */}
        <Suspense fallback={null}>
          <HomePage />
        </Suspense>
        <HelpModal />
      </>
    );
  },
});
