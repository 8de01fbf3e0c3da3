import { describe, expect, test } from 'vitest';
import { formatParticipantId, isParticipantIdShaped } from './participant-id';

describe('participant IDs', () => {
  test('every ID the generator gives is shaped like one, typed in any case', () => {
    for (const n of [1, 42, 9999, 10000, 123456]) {
      const id = formatParticipantId(n);
      expect(isParticipantIdShaped(id)).toBe(true);
      expect(isParticipantIdShaped(` ${id.toLowerCase()} `)).toBe(true);
    }
    expect(formatParticipantId(7)).toBe('SYM25-0007');
  });

  test('other text is not: words, a URL, a short number, no prefix', () => {
    for (const text of [
      'hello world',
      'https://example.com/SYM25-0001',
      'SYM25-001',
      'SYM25-',
      'SYM250001',
      'SYM25-0001x',
      '0001',
      '-0001',
      '25-0001',
      '',
    ]) {
      expect(isParticipantIdShaped(text)).toBe(false);
    }
  });

  test("any edition's prefix is an ID's shape (the roster decides whether anyone holds it)", () => {
    for (const text of ['SYM24-0001', 'GF26-0001', 'gf26-0042', 'MECH2026-12345'])
      expect(isParticipantIdShaped(text)).toBe(true);
    expect(formatParticipantId(1, 'GF26')).toBe('GF26-0001');
  });
});
