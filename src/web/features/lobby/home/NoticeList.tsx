import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@/web/ui/button.css';
import { Modal } from '@/web/ui/Modal';
import { Pager } from '@/web/ui/Pager';
import { SafeHtml } from '@/web/ui/SafeHtml';
import type { Notice } from './api/announcements';
import * as css from './home.css';

const PAGE_SIZE = 9;

/** The paged notice list (page size 9, 1 margin page, range 5) and one notice in full. */
export function NoticeList({ notices, onClose }: { notices: Notice[]; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Notice | null>(null);
  const pages = Math.ceil(notices.length / PAGE_SIZE);
  if (open) {
    return (
      <Modal title={open.title} onClose={() => setOpen(null)}>
        <SafeHtml className={css.html} html={open.content} />
        <button type="button" className={button.secondary} onClick={() => setOpen(null)}>
          {t('backToList')}
        </button>
      </Modal>
    );
  }
  return (
    <Modal title={t('notices')} onClose={onClose}>
      <div>
        {notices.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((notice) => (
          <button key={notice.id} type="button" className={css.noticeItem} onClick={() => setOpen(notice)}>
            {notice.title}
          </button>
        ))}
      </div>
      <Pager page={page} total={pages} onPage={setPage} className={css.pager} buttonClass={css.pageButton} />
    </Modal>
  );
}
