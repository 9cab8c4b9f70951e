import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/web/features/support/components/ChatPage';

/** /chat (spec §2 chat room): the live chat; ?visitor=<key> is a visitor's own conversation. */
export const Route = createFileRoute('/_site/chat')({
  validateSearch: (search: Record<string, unknown>): { visitor?: string } =>
    typeof search.visitor === 'string' && /^[A-Za-z0-9_-]{43}$/.test(search.visitor)
      ? { visitor: search.visitor }
      : {},
  component: function ChatRoute() {
    const { visitor } = Route.useSearch();
    return <ChatPage visitor={visitor} />;
  },
});
