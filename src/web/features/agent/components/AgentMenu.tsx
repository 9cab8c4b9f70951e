import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccountCan } from '@/web/lib/session';
import { CustomerServiceLink } from '@/web/ui/CustomerServiceLink';
import { visuallyHidden } from '../agent.css';
import { useAgentAnnouncements } from '../api/announcements';
import { useUnreadMessages } from '../api/unread';
import { AGENT_PAGES, type AgentPage } from '../pages';
import * as css from './layout.css';

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className={css.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

/**
 * The agent center's menu in the spec's order: deposit and withdraw, the agent pages, platform messages and,
 * when the brand has a working link, customer service. A page shows in place (?page=…); the back button works.
 */
export function AgentMenu({
  page,
  onNavigate,
  shown,
  badges,
}: {
  page: AgentPage;
  onNavigate?: () => void;
  /** Which pages exist for this agent (the contract pages are gated by the server's flags); default all. */
  shown?: (page: AgentPage) => boolean;
  /** Counts to show beside pages (contract requests awaiting an answer). */
  badges?: Partial<Record<AgentPage, { count: number; label: string }>>;
}) {
  const { t } = useTranslation('agent');
  // An agent-only account (type 41, 42) never deposits: its menu has no deposit page (the server refuses it too).
  const deposits = useAccountCan('deposit');
  const unreadNotices = useAgentAnnouncements(1).data?.unread ?? 0;
  const unreadMessages = useUnreadMessages().data ?? 0;
  return (
    <ul className={css.menu}>
      {AGENT_PAGES.filter(
        (p): p is Exclude<AgentPage, 'chat'> =>
          p !== 'chat' && (shown?.(p) ?? true) && (deposits || p !== 'depositv2'),
      ).map((p) => (
        <li key={p}>
          {p === 'messageV2' && <div className={css.menuSeparator} aria-hidden="true" />}
          <Link
            to="/agentHome"
            search={{ page: p }}
            className={css.menuLink}
            aria-current={p === page ? 'page' : undefined}
            activeOptions={{ includeSearch: true }}
            onClick={onNavigate}
          >
            {t(`menu.${p}` as 'menu.depositv2', { ns: ['agent', 'agentTools'] })}
            {p === 'agentAnnouncement' && (
              <Badge count={unreadNotices} label={t('unreadCount', { count: unreadNotices })} />
            )}
            {p === 'messageV2' && (
              <Badge count={unreadMessages} label={t('unreadCount', { count: unreadMessages })} />
            )}
            {badges?.[p] && <Badge count={badges[p].count} label={badges[p].label} />}
          </Link>
        </li>
      ))}
      <li>
        {/* Our own live chat opens inside the agent layout, never on the member site. */}
        <CustomerServiceLink
          className={css.menuLink}
          chatLink={(label) => (
            <Link
              to="/agentHome"
              search={{ page: 'chat' }}
              className={css.menuLink}
              aria-current={page === 'chat' ? 'page' : undefined}
              onClick={onNavigate}
            >
              {label}
            </Link>
          )}
        />
      </li>
    </ul>
  );
}
