import { createFileRoute } from '@tanstack/react-router';
import { RootLayout } from '../features/layout/components/RootLayout';

/** The member site layout (header, side menu, main, footer); /agent and /agentHome use the agent layout. */
export const Route = createFileRoute('/_site')({ component: RootLayout });
