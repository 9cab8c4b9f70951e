import { createFileRoute } from '@tanstack/react-router';
import { VendorCenter } from '../../features/lobby/components/SimpleGameList';
import NextDraws from '../../features/lottery/components/NextDraws';

export const Route = createFileRoute('/_site/elott')({
  component: () => (
    <>
      <NextDraws category="ELOTT" />
      <VendorCenter category="ELOTT" />
    </>
  ),
});
