import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/ui/States';
import * as css from '../agent.css';
import { type ExportQuery, useExport } from '../api/export';
import type { ExportReport } from '../api/work-types';
import * as work from '../work.css';

/**
 * Downloads the report on screen as CSV (all its rows for the current period and filters, not only the page shown),
 * in the brand's time zone and currency decimals; the server builds it from the same call as the screen.
 */
export function ExportButton({
  report,
  query,
  label,
}: {
  report: ExportReport;
  query: ExportQuery;
  /** What is exported, for the accessible name ("Export User loss as CSV"). */
  label: string;
}) {
  const { t } = useTranslation('agentTools');
  const exporting = useExport();
  return (
    <div className={work.sectionHead}>
      <button
        type="button"
        className={css.smallButton}
        aria-label={t('export.label', { report: label })}
        disabled={exporting.isPending}
        onClick={() => exporting.mutate({ report, query })}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" style={{ marginInlineEnd: 6 }}>
          <path
            d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {exporting.isPending ? t('export.preparing') : t('export.csv')}
      </button>
      <span className={work.exportStatus} role="status">
        {exporting.isSuccess ? t('export.done', { file: exporting.data }) : ''}
      </span>
      {exporting.isError && <ErrorState notFoundIsAnswer error={exporting.error} />}
    </div>
  );
}
