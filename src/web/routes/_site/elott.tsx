import { createFileRoute } from '@tanstack/react-router';
import { VendorCenter } from '@/web/features/lobby/components/SimpleGameList';
import NextDraws from '@/web/features/lottery/components/NextDraws';

export const Route = createFileRoute('/_site/elott')({
  component: () => (
    <>
      <NextDraws category="ELOTT" />
      <VendorCenter category="ELOTT" />
    </>
  ),
});
