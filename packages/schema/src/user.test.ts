import { describe, expect, test } from 'vitest';
import { headerName, playerId } from './user';

describe('playerId', () => {
  test('shows the participant ID when there is one', () => {
    expect(playerId({ participantId: 'MECH25-0042', _id: '665f1c2ab3e4d5f6a7b8c9d0' })).toBe('MECH25-0042');
  });

  test('falls back to the last 8 characters of the registration id, upper-cased', () => {
    expect(playerId({ participantId: null, _id: '665f1c2ab3e4d5f6a7b8c9d0' })).toBe('A7B8C9D0');
  });

  test('shows a short registration id whole, upper-cased', () => {
    expect(playerId({ participantId: null, _id: 'ab12' })).toBe('AB12');
  });
});

describe('headerName', () => {
  test('cuts a name longer than 15 characters to 15 followed by "..."', () => {
    expect(headerName('Asha Devi Kumaraswamy')).toBe('Asha Devi Kumar...');
    expect(headerName('Asha Devi Kumaraswamy')).toHaveLength(18);
  });

  test('keeps a name of 15 characters or fewer as it is', () => {
    expect(headerName('Asha Devi Kumar')).toBe('Asha Devi Kumar');
    expect(headerName('Asha')).toBe('Asha');
  });

  test('cuts a 16-character name after the 15th character', () => {
    expect(headerName('abcdefghijklmnop')).toBe('abcdefghijklmno...');
  });
});
