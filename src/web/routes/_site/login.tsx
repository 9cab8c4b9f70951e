import { createFileRoute } from '@tanstack/react-router';
import { OpenAuthModal } from '@/web/features/auth/components/OpenAuthModal';
import { HomePage } from '@/web/features/lobby/home/HomePage';
import { safeRedirect } from '@/web/lib/guards';
import { socialSearch } from '@/web/lib/social-search';

export const Route = createFileRoute('/_site/login')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; social?: string; socialError?: string } => {
    const redirect = safeRedirect(search.redirect);
    return { ...(redirect ? { redirect } : {}), ...socialSearch(search) };
  },
  component: function LoginRoute() {
    const { redirect, social, socialError } = Route.useSearch();
    return (
      <>
        <HomePage />
        <OpenAuthModal kind="login" redirect={redirect} social={{ provider: social, error: socialError }} />
      </>
    );
  },
});
