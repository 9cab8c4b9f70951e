/** Display of the API's decimal strings: the brand's symbol, grouping in the console's language. */
export function money(amount: string, symbol: string, minorUnits: number): string {
  const value = Number(amount);
  const text = Math.abs(value).toLocaleString(document.documentElement.lang || 'en', {
    minimumFractionDigits: minorUnits,
    maximumFractionDigits: minorUnits,
  });
  return `${value < 0 ? '−' : ''}${symbol}${text}`;
}

/** Short axis labels: 1.2k, 3.4M. */
export function compact(value: number): string {
  return new Intl.NumberFormat(document.documentElement.lang || 'en', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
