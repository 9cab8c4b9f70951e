import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Fragment, type ReactNode, useState } from 'react';
import * as form from '@/web/ui/form.css';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { QueryState } from '../../shell/QueryState';
import * as css from './cash.css';

/**
 * The frame both cash queues share: title and intro, the notice of the last decision, and the waiting items of
 * `GET /office/api/b/<brand>/<queue>` (loading, error and empty states included). Each queue renders its items (each a list item).
 */
export function CashQueue<T extends { orderNo: string }>({
  queue,
  item,
}: {
  queue: 'withdrawals' | 'deposits';
  item: (props: { brand: string; item: T; notify: (text: string) => void }) => ReactNode;
}) {
  const t = useT('cash');
  const { brand } = useParams({ from: '/office/$brand' });
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['office', brand, queue],
    queryFn: () => officeApi<{ list: T[]; total: number }>(brandPath(brand, queue)),
  });
  return (
    <>
      <h1>{t(`${queue}.title`)}</h1>
      <p>{t(`${queue}.intro`)}</p>
      {notice && (
        <p role="status" className={form.success}>
          {notice}
        </p>
      )}
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t(`${queue}.empty`)}</p>
          ) : (
            <>
              <p className={css.muted}>{t('waiting', { n: data.total, shown: data.list.length })}</p>
              <ul className={css.list}>
                {data.list.map((entry) => (
                  <Fragment key={entry.orderNo}>{item({ brand, item: entry, notify: setNotice })}</Fragment>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </>
  );
}
