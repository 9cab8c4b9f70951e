import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { SafeHtml } from '@/web/ui/SafeHtml';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  useAgentAnnouncements,
  useMarkAnnouncementsRead,
} from '../api/announcements';
import type { AgentAnnouncement } from '../api/types';
import { useReportSearch } from '../use-report-search';
import { PageFrame } from './Figures';
import { ReportPager } from './ReportPager';

/** agentAnnouncement: the brand's notices for agents, newest first, with the unread count; opening one reads it. */
export function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const pageNo = useReportSearch().search.pageNo ?? 1;
  const notices = useAgentAnnouncements(pageNo);
  return (
    <PageFrame title={t('menu.agentAnnouncement')}>
      <section className={css.panel} aria-labelledby="notices-heading">
        <div className={css.spread}>
          <h2 id="notices-heading" className={css.heading}>
            {t('notices.heading')}
          </h2>
          {notices.data && (
            <span className={css.pill} data-testid="unread-notices">
              {t('notices.unread', { count: notices.data.unread })}
            </span>
          )}
        </div>
        {notices.isPending ? (
          <Loading />
        ) : notices.isError ? (
          <ErrorState notFoundIsAnswer error={notices.error} onRetry={() => void notices.refetch()} />
        ) : notices.data.list.length === 0 ? (
          <Empty text={t('notices.empty')} />
        ) : (
          <>
            <ul className={css.notices}>
              {notices.data.list.map((notice) => (
                <Notice key={notice.id} notice={notice} />
              ))}
            </ul>
            <ReportPager total={notices.data.total} pageSize={ANNOUNCEMENT_PAGE_SIZE} />
          </>
        )}
      </section>
    </PageFrame>
  );
}

function Notice({ notice }: { notice: AgentAnnouncement }) {
  const { t } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const markRead = useMarkAnnouncementsRead();
  const [open, setOpen] = useState(false);
  const bodyId = `notice-${notice.id}`;
  return (
    <li className={css.notice}>
      <button
        type="button"
        className={css.noticeHead}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen((o) => !o);
          if (!open && !notice.read && !markRead.isPending) markRead.mutate([notice.id]);
        }}
      >
        {!notice.read && <span className={css.unreadDot} role="img" aria-label={t('notices.new')} />}
        <span className={css.noticeTitle}>{notice.title}</span>
        <time className={css.sub} dateTime={notice.publishedAt}>
          {format.dateTime(notice.publishedAt)}
        </time>
      </button>
      {open && (
        <div id={bodyId} className={css.noticeBody}>
          <SafeHtml html={notice.content} />
        </div>
      )}
    </li>
  );
}
