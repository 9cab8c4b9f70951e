import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { tokenAtom } from '@/web/lib/session';
import { myFeedbackQuery } from '../api/feedback';
import * as css from './support.css';

/**
 * The footer's "Feedback and complaints" (spec §2 contact): the form for visitors; for players their history
 * with the count of unread replies as a badge.
 */
export function FeedbackFooterLink({ className }: { className: string }) {
  const { t } = useTranslation('support');
  const token = useAtomValue(tokenAtom);
  const mine = useQuery({ ...myFeedbackQuery(token, 1, 1), refetchInterval: 60_000 });
  const unread = mine.data?.unread ?? 0;
  return (
    <Link to={token ? '/myFeedback' : '/feedback'} className={`${className} ${css.footerLink}`}>
      {t('feedback.link')}
      {unread > 0 && (
        <span className={css.badge}>
          {unread}
          <span className={css.visuallyHidden}> {t('feedback.unread', { count: unread })}</span>
        </span>
      )}
    </Link>
  );
}
