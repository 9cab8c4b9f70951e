import { createFileRoute } from '@tanstack/react-router';
import { OpenAuthModal } from '../../features/auth/components/OpenAuthModal';
import { HomePage } from '../../features/lobby/home/HomePage';
import { safeRedirect } from '../../lib/guards';

export const Route = createFileRoute('/_site/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return (
      <>
        <HomePage />
        <OpenAuthModal kind="login" redirect={redirect} />
      </>
    );
  },
});
