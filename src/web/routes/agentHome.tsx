import { createFileRoute } from '@tanstack/react-router';
import { AgentHome } from '../features/agent/components/AgentHome';
import { requireAgentLogin } from '../lib/guards';

export const Route = createFileRoute('/agentHome')({ beforeLoad: requireAgentLogin, component: AgentHome });
