import { formatParticipantId } from '@symposium/schema/participant-id';
import type { RosterParticipant } from '@symposium/sync/protocol';
import { describe, expect, test } from 'vitest';
import { foldForSearch, ROSTER_SEARCH_LIMIT, searchRoster } from './roster-search';

let next = 1;
const participant = (
  name: string,
  college = 'PSG College of Technology',
  more: Partial<RosterParticipant> = {},
): RosterParticipant => ({
  userId: `u${next}`,
  participantId: formatParticipantId(next++),
  name,
  college,
  registrationType: 'general',
  paymentStatus: 'verified',
  revoked: false,
  ...more,
});

const names = (result: ReturnType<typeof searchRoster>) => result.shown.map((match) => match.name);

describe('searchRoster', () => {
  const roster = [
    participant('Arjun Mehta'),
    participant('Kavya Raman', 'Anna University'),
    participant('Ravi Kavyan'),
    participant('Sneha Pillai', 'Kavya Institute of Technology'),
    participant('Mahakavya Iyer'),
    participant('Divya Nair'),
  ];

  test('finds a part of a name in any case, names starting with it first, then a word starting with it, then inside a word, then the college', () => {
    const result = searchRoster(roster, 'KAVYA');
    expect(names(result)).toEqual(['Kavya Raman', 'Ravi Kavyan', 'Mahakavya Iyer', 'Sneha Pillai']);
    expect(result.total).toBe(4);
  });

  test('shows only what the desk needs of each match: name, college and participant ID', () => {
    const [match] = searchRoster(roster, 'divya').shown;
    expect(match).toEqual({
      participantId: roster[5].participantId,
      name: 'Divya Nair',
      college: 'PSG College of Technology',
    });
  });

  test('ignores accents and extra spaces in the text and the names', () => {
    const accented = [participant('Zoë  Fernandes')];
    expect(names(searchRoster(accented, '  zoe fern '))).toEqual(['Zoë  Fernandes']);
    expect(names(searchRoster(roster, 'kavya   raman'))).toEqual(['Kavya Raman']);
    expect(foldForSearch('Kávya  RAMAN ')).toBe('kavya raman');
  });

  test('nobody matches: nothing shown and a total of 0; an empty text matches nobody', () => {
    expect(searchRoster(roster, 'nobody@example.com')).toEqual({ shown: [], total: 0 });
    expect(searchRoster(roster, '   ')).toEqual({ shown: [], total: 0 });
  });

  test('a 10,000-participant roster: at most five shown, in order, and the total counts every match', () => {
    const big = Array.from({ length: 10_000 }, (_, i) =>
      participant(`Player ${String(10_000 - i).padStart(5, '0')}`, i % 2 ? 'Even College' : 'Odd College'),
    );
    const result = searchRoster(big, 'player');
    expect(result.total).toBe(10_000);
    expect(result.shown).toHaveLength(ROSTER_SEARCH_LIMIT);
    expect(names(result)).toEqual(['Player 00001', 'Player 00002', 'Player 00003', 'Player 00004', 'Player 00005']);
    expect(searchRoster(big, 'player 0999').total).toBe(10);
    expect(searchRoster(big, 'odd college').total).toBe(5_000);
  });
});
