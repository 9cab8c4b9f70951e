import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '@/web/features/help/components/HelpCenterPage';

/** /helpmc: the help centre page (spec §2); /helpmc#<term> opens at that topic. */
export const Route = createFileRoute('/_site/helpmc')({ component: HelpCenterPage });
