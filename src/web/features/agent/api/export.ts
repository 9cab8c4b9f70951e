import { useMutation } from '@tanstack/react-query';
import { ApiError, apiHeaders } from '@/web/lib/api';
import { queryString } from './keys';
import type { ExportReport } from './work-types';

/** The screen call's query (its paging is left out: an export has every row). */
export type ExportQuery = object;

/**
 * GET /wps/agent/export/<report>?<the screen's query>: the CSV of every row the screen's filters select. The session
 * travels in the Authorization header (never in a URL), so the file is fetched and handed to the browser as a
 * download of an object URL.
 */
export async function downloadExport(report: ExportReport, query: ExportQuery): Promise<string> {
  const { pageNo: _page, pageSize: _size, ...rest } = query as Record<string, string | number | undefined>;
  let response: Response;
  try {
    response = await fetch(`/wps/agent/export/${report}${queryString(rest)}`, { headers: apiHeaders() });
  } catch {
    throw new ApiError('network', 0, '');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(body?.code ?? 'unknown_error', response.status, body?.message ?? '');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const file = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${report}.csv`;
  const url = URL.createObjectURL(await response.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = file;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return file;
}

export function useExport() {
  return useMutation({
    mutationFn: ({ report, query }: { report: ExportReport; query: ExportQuery }) =>
      downloadExport(report, query),
  });
}
