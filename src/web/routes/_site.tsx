import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { RootLayout } from '../app/shell/RootLayout';
import { lazyNamed } from '../lib/lazy-named';
import { useMemberInfo } from '../lib/session';

/** Spec §2 contract modal: a player-agent sees a new request from its upline after logging in here too. */
const ContractRequests = lazyNamed(() => import('../features/contracts/gate'), 'ContractRequests', [
  'contracts',
]);

function SiteLayout() {
  const info = useMemberInfo();
  return (
    <>
      <RootLayout />
      {info.data?.isAgent && (
        <Suspense fallback={null}>
          <ContractRequests />
        </Suspense>
      )}
    </>
  );
}

/** The member site layout (header, side menu, main, footer); /agent and /agentHome use the agent layout. */
export const Route = createFileRoute('/_site')({ component: SiteLayout });
