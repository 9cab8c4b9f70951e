import { memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { button } from '@/web/ui/button.css';
import { MegaphoneIcon } from '@/web/ui/icons';
import type { Notice } from './api/announcements';
import * as css from './home.css';

// The list and its modal load when a player first opens them: the home page's first paint does not carry them.
const NoticeList = lazyNamed(() => import('./NoticeList'), 'NoticeList');

/** The notice marquee under the banners; it pauses on hover or focus and opens the notice list. */
export const NoticeMarquee = memo(function NoticeMarquee({
  notices,
  pending = false,
}: {
  notices: Notice[];
  pending?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const [listOpen, setListOpen] = useState(false);
  if (pending) return <div className={css.marquee} aria-hidden="true" />;
  if (notices.length === 0) return null;
  const titles = notices.map((n) => n.title).join('   •   ');
  return (
    <div className={css.marquee}>
      <MegaphoneIcon />
      <div className={css.marqueeWindow}>
        <div className={css.marqueeTrack} aria-hidden="true">
          <span>{titles}</span>
          <span>{titles}</span>
        </div>
      </div>
      <button type="button" className={button.ghost} onClick={() => setListOpen(true)}>
        {t('allNotices', { count: notices.length })}
      </button>
      {listOpen && (
        <Suspense fallback={null}>
          <NoticeList notices={notices} onClose={() => setListOpen(false)} />
        </Suspense>
      )}
    </div>
  );
});
