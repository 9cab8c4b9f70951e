import { createFileRoute } from '@tanstack/react-router';
import { OpenAuthModal } from '../../features/auth/components/OpenAuthModal';
import { HomePage } from '../../features/lobby/home/HomePage';

export const Route = createFileRoute('/_site/register')({
  component: () => (
    <>
      <HomePage />
      <OpenAuthModal kind="register" />
    </>
  ),
});
