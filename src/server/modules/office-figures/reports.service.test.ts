import { describe, expect, it } from 'vitest';
import { reportCsv } from './reports.service';

describe('reportCsv', () => {
  it('keeps negative amounts as numbers and defuses text a spreadsheet would run', () => {
    const csv = reportCsv({
      report: 'bonus',
      from: '2026-11-01',
      to: '2026-11-29',
      currency: 'PHP',
      tables: [
        {
          id: 'byPromotion',
          columns: ['promotion', 'bonusCost'],
          rows: [
            ['welcome', '-1000.00'],
            ['=HYPERLINK("x")', '5'],
          ],
          totals: ['', '-995.00'],
        },
      ],
      check: null,
    });
    expect(csv.split('\r\n')).toEqual([
      'report,bonus,from,2026-11-01,to,2026-11-29,currency,PHP',
      '',
      'byPromotion',
      'promotion,bonusCost',
      'welcome,-1000.00',
      `"'=HYPERLINK(""x"")",5`,
      'total,-995.00',
      '',
    ]);
  });
});
