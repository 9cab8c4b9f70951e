/** Prints rows as an aligned text table for the operators' CLI (dates as ISO strings; none: "(none)"). */
export function printTable(rows: Record<string, unknown>[]) {
  if (rows.length === 0) {
    console.log('  (none)');
    return;
  }
  const keys = Object.keys(rows[0]!);
  const cells = rows.map((r) =>
    keys.map((k) => (r[k] instanceof Date ? (r[k] as Date).toISOString() : String(r[k] ?? ''))),
  );
  const widths = keys.map((k, i) => Math.max(k.length, ...cells.map((c) => c[i]!.length)));
  console.log(`  ${keys.map((k, i) => k.padEnd(widths[i]!)).join('  ')}`);
  for (const c of cells) console.log(`  ${c.map((v, i) => v.padEnd(widths[i]!)).join('  ')}`);
}
