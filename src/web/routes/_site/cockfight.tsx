import { createFileRoute } from '@tanstack/react-router';
import { VendorCenter } from '@/web/features/lobby/components/SimpleGameList';

export const Route = createFileRoute('/_site/cockfight')({
  component: () => <VendorCenter category="COCKFIGHT" />,
});
