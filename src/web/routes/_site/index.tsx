import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/lobby/home/HomePage';

export const Route = createFileRoute('/_site/')({ component: HomePage });
