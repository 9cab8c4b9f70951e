import { createFileRoute } from '@tanstack/react-router';
import { AgentLoginPage } from '../features/agent/components/AgentLoginPage';

export const Route = createFileRoute('/agent')({ component: AgentLoginPage });
