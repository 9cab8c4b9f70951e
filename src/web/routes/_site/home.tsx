import { createFileRoute, redirect } from '@tanstack/react-router';

/** /home is the home page (spec §2): same page as /. */
export const Route = createFileRoute('/_site/home')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
