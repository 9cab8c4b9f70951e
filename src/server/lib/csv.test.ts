import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes every field and doubles inner quotes', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12n)).toBe('"12"');
  });

  it('neutralises cells a spreadsheet would run as a formula, keeping numbers numeric', () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\r=x', '=HYPERLINK("http://x")']) {
      expect(csvCell(bad).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('-12.50')).toBe('"-12.50"');
    expect(csvCell('-3')).toBe('"-3"');
    expect(csvCell('0.00')).toBe('"0.00"');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['1', 'x']])).toBe('\uFEFF"a","b"\r\n"1","x"\r\n');
  });
});
