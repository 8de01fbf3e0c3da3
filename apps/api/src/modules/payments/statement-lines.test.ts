import { describe, expect, test } from 'vitest';
import { parseAmount, parseStatementDate } from './statement-lines';

describe('what a statement cell says', () => {
  test.each([
    ['01/10/2026', '2026-10-01'],
    ['01/10/26', '2026-10-01'],
    ['01-10-2026', '2026-10-01'],
    ['01-Oct-2026', '2026-10-01'],
    ['1 Oct 2026', '2026-10-01'],
    ['01 October 2026', '2026-10-01'],
    ['01-Oct-26', '2026-10-01'],
    ['2026-10-01', '2026-10-01'],
    ['31/10/2026 18:42:10', '2026-10-31'],
  ])('the date %s is %s (day first, as Indian banks write it)', (cell, iso) => {
    expect(parseStatementDate(cell)).toBe(iso);
  });

  test.each([['31/02/2026'], ['Opening Balance'], [''], ['13/13/2026'], ['01-Foo-2026']])('%s is no date', (cell) => {
    expect(parseStatementDate(cell)).toBeNull();
  });

  test.each([
    ['1,299.00', 129_900, null],
    ['1,01,299.50', 10_129_950, null],
    ['₹ 749', 74_900, null],
    ['INR 749.00', 74_900, null],
    ['Rs. 749.00', 74_900, null],
    ['749.00 Cr', 74_900, 'credit'],
    ['749.00Dr', 74_900, 'debit'],
    ['(1,200.00)', 120_000, 'debit'],
    ['-350.50', 35_050, 'debit'],
    [' 299.00 ', 29_900, null],
  ])('the amount %s is %i paise (%s)', (cell, paise, side) => {
    expect(parseAmount(cell)).toEqual({ paise, side });
  });

  test.each([[''], ['-'], ['0.00'], ['N/A'], ['1.2.3']])('%s is no amount', (cell) => {
    expect(parseAmount(cell)).toBeNull();
  });
});
