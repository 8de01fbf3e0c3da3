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

  test('other text is not: words, a URL, a short number, another prefix', () => {
    for (const text of ['hello world', 'https://example.com/SYM25-0001', 'SYM25-001', 'SYM25-', 'SYM250001', 'SYM24-0001', 'SYM25-0001x', '0001', '']) {
      expect(isParticipantIdShaped(text)).toBe(false);
    }
  });
});
