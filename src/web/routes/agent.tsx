import { createFileRoute } from '@tanstack/react-router';
import { AgentLoginPage } from '../features/agent/components/AgentLoginPage';
import { socialSearch } from '../lib/social-search';

export const Route = createFileRoute('/agent')({
  validateSearch: (search: Record<string, unknown>): { social?: string; socialError?: string } =>
    socialSearch(search),
  component: function AgentRoute() {
    const { social, socialError } = Route.useSearch();
    return <AgentLoginPage social={{ provider: social, error: socialError }} />;
  },
});
