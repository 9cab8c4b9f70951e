import { createFileRoute, redirect } from '@tanstack/react-router';

/** /index.html is the home page (spec §2): the same page as /. */
export const Route = createFileRoute('/_site/index.html')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
