import { Pager } from '../../../ui/Pager';
import { PAGE_SIZE } from '../api/keys';
import { useReportSearch } from '../use-report-search';

/** The pager of a paged report: its page number lives in the URL (pageNo), so Back returns to the last page. */
export function ReportPager({ total }: { total: number }) {
  const { search, patch } = useReportSearch();
  return (
    <Pager
      page={search.pageNo ?? 1}
      total={Math.ceil(total / PAGE_SIZE)}
      onPage={(pageNo) => patch({ pageNo })}
    />
  );
}
