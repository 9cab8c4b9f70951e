import { createFileRoute } from '@tanstack/react-router';
import { OpenAuthModal } from '@/web/features/auth/components/OpenAuthModal';
import { HomePage } from '@/web/features/lobby/home/HomePage';

export const Route = createFileRoute('/_site/register')({
  component: () => (
    <>
      <HomePage />
      <OpenAuthModal kind="register" />
    </>
  ),
});
