import { createFileRoute } from '@tanstack/react-router';
import { VendorCenter } from '@/web/features/lobby/components/SimpleGameList';
import NextDraws from '@/web/features/lottery/components/NextDraws';

export const Route = createFileRoute('/_site/lott')({
  component: () => (
    <>
      <NextDraws category="LOTT" />
      <VendorCenter category="LOTT" />
    </>
  ),
});
