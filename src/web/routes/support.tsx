import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '../features/support/components/DeskPage';

/** /support: the support desk (support agents' own login; docs/support.md). */
export const Route = createFileRoute('/support')({ component: DeskPage });
