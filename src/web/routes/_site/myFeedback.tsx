import { createFileRoute } from '@tanstack/react-router';
import { MyFeedbackPage } from '@/web/features/support/components/MyFeedbackPage';
import { requireLogin } from '@/web/lib/guards';

/** /myFeedback: the player's feedback and complaints with the operators' replies. */
export const Route = createFileRoute('/_site/myFeedback')({
  beforeLoad: requireLogin,
  component: MyFeedbackPage,
});
