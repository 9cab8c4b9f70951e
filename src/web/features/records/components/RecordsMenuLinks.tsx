import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '@/web/lib/session';

/** Entries of the header account drop-down (spec §2 "Header"): betting record and personal profit and loss. */
export function RecordsMenuLinks({ itemClass, onNavigate }: { itemClass: string; onNavigate: () => void }) {
  const { t } = useTranslation('records');
  const info = useMemberInfo();
  if (!info.data || info.data.isTrial) return null;
  return (
    <>
      <li>
        <Link
          to="/member"
          search={{ page: 'personalHistoryCopy' }}
          className={itemClass}
          onClick={onNavigate}
        >
          {t('bets.title')}
        </Link>
      </li>
      <li>
        <Link to="/member" search={{ page: 'personalProfit' }} className={itemClass} onClick={onNavigate}>
          {t('pl.title')}
        </Link>
      </li>
    </>
  );
}
