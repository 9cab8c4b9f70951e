import { Pager } from '@/web/ui/Pager';
import { PAGE_SIZE } from '../api/keys';
import { useReportSearch } from '../use-report-search';

/** The pager of a paged report: its page number lives in the URL (pageNo), so Back returns to the last page. */
export function ReportPager({ total, pageSize = PAGE_SIZE }: { total: number; pageSize?: number }) {
  const { search, patch } = useReportSearch();
  return (
    <Pager
      page={search.pageNo ?? 1}
      total={Math.ceil(total / pageSize)}
      onPage={(pageNo) => patch({ pageNo })}
    />
  );
}
