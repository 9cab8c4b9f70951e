/** Page numbers to show: the first `margin` and last `margin` pages, and `range` pages around the current one. */
export function pageItems(current: number, total: number, margin = 1, range = 5): (number | 'gap')[] {
  const pages = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) pages.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) pages.add(i);
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  for (let i = start; i < start + range && i <= total; i++) pages.add(i);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push('gap');
    out.push(page);
  }
  return out;
}
