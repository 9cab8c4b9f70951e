import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { officeApi } from '../../lib/api';
import { type Column, PagedRows } from '../../shell/DataTable';
import { QueryState } from '../../shell/QueryState';
import { Section, usePlayer } from './player-lib';

const PAGE_SIZE = 20;

/** A section of the player page listing one of the player's paged lists (GET players/<id>/<list>). */
export function PagedSection<T>({
  list,
  title,
  empty,
  columns,
  rowKey,
}: {
  list: 'bets' | 'ledger';
  title: string;
  empty: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}) {
  const { brand, id, path } = usePlayer();
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: ['office', brand, 'player', id, list, page],
    queryFn: () =>
      officeApi<{ list: T[]; total: number }>(path(`/${list}?pageNo=${page}&pageSize=${PAGE_SIZE}`)),
    placeholderData: keepPreviousData,
  });
  return (
    <Section id={list} title={title}>
      <QueryState query={rows}>
        {(data) => (
          <PagedRows
            data={data}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={setPage}
            empty={empty}
            rowKey={rowKey}
            columns={columns}
          />
        )}
      </QueryState>
    </Section>
  );
}
