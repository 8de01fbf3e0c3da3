import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { csvFileName, fileSlug, toCsv } from './csv';
import { venueDate, venueDateTime } from './dates';

describe('toCsv', () => {
  test('UTF-8 BOM, CRLF records and RFC 4180 quoting', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Ravi, "Ravi" Kumar', 'line one\nline two'],
        ['Zoë', null],
      ],
    );
    expect(csv.startsWith('\uFEFFName,Note\r\n')).toBe(true);
    expect(csv).toContain('"Ravi, ""Ravi"" Kumar","line one\nline two"\r\n');
    expect(csv.endsWith('Zoë,\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['Name', 'Note'],
      ['Ravi, "Ravi" Kumar', 'line one\nline two'],
      ['Zoë', ''],
    ]);
  });

  test('cells starting with = + - @ or a tab are neutralised with a leading apostrophe', () => {
    const dangerous = ['=HYPERLINK("http://evil.example","x")', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd'];
    const rows = parse(
      toCsv(
        ['Cell'],
        dangerous.map((d) => [d]),
      ),
      { bom: true },
    )
      .slice(1)
      .map((r: string[]) => r[0]);
    expect(rows).toEqual(dangerous.map((d) => `'${d}`));
    const safe = parse(toCsv(['Cell'], [['Anna = University'], ['SYM25-0001'], [42]]), { bom: true }).slice(1);
    expect(safe).toEqual([['Anna = University'], ['SYM25-0001'], ['42']]);
  });

  test('file slugs and venue dates', () => {
    expect(fileSlug('SKY SHOT / Rocket-registrations')).toBe('sky-shot-rocket-registrations');
    expect(venueDate('2025-10-22T19:00:00Z', 'Asia/Kolkata')).toBe('2025-10-23'); // 00:30 in India
    expect(venueDateTime('2025-10-23T03:30:00Z', 'Asia/Kolkata')).toBe('2025-10-23 09:00');
    // The same instants on another edition's clock.
    expect(venueDate('2025-10-22T19:00:00Z', 'America/New_York')).toBe('2025-10-22');
    expect(venueDateTime('2025-10-23T03:30:00Z', 'Europe/London')).toBe('2025-10-23 04:30');
  });

  test("a file is named after the edition and today on the edition's clock", () => {
    const at = new Date('2032-02-11T20:00:00Z'); // 12 February in India, still 11 February in New York
    expect(csvFileName({ name: 'GEARFEST', label: '26-27', timeZone: 'Asia/Kolkata' }, 'participants', at)).toBe(
      'gearfest-26-27-participants-2032-02-12.csv',
    );
    expect(
      csvFileName({ name: 'Tech Fest', label: '2032', timeZone: 'America/New_York' }, 'SKY SHOT-attendance', at),
    ).toBe('tech-fest-2032-sky-shot-attendance-2032-02-11.csv');
  });
});
