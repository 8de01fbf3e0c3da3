import { describe, expect, test } from 'vitest';
import { isWebAddress, teamUpdateSchema } from './team';

describe('team', () => {
  test('a profile link is a whole http(s) address', () => {
    for (const ok of [
      'https://www.linkedin.com/in/kavya-raman',
      'http://example.org/people/arjun',
      'https://in.linkedin.com/in/meena-iyer-12a3b4',
    ]) {
      expect(isWebAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      'linkedin.com/in/kavya',
      'javascript:alert(1)',
      'mailto:kavya@example.com',
      'https://localhost/x',
      'ftp://example.org/x',
      'Kavya Raman',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });

  test('text is trimmed, a blank or missing link is none', () => {
    const team = teamUpdateSchema.parse({
      sections: [
        {
          title: '  Office Bearers ',
          members: [
            { name: ' Kavya Raman', role: 'President ', profileUrl: '  ' },
            { name: 'Arjun Das', role: 'Secretary' },
          ],
        },
      ],
    });
    expect(team).toEqual({
      sections: [
        {
          title: 'Office Bearers',
          members: [
            { name: 'Kavya Raman', role: 'President', profileUrl: null },
            { name: 'Arjun Das', role: 'Secretary', profileUrl: null },
          ],
        },
      ],
    });
  });
});
