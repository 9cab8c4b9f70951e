import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/web/features/lobby/home/HomePage';
import { FeedbackModal } from '@/web/features/support/components/FeedbackModal';

/** /feedback: the home page with the feedback and complaints form in a modal (spec §2). */
export const Route = createFileRoute('/_site/feedback')({
  component: function FeedbackRoute() {
    return (
      <>
        <HomePage />
        <FeedbackModal />
      </>
    );
  },
});
