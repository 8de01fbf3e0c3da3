import type { Team } from '@symposium/schema/team';
import { teamUpdateSchema } from '@symposium/schema/team';
import { describe, expect, test } from 'vitest';
import { emptySection, moved, teamDraftOf, teamErrorsOf, teamInputOf } from './team-draft';

const TEAM: Team = {
  sections: [
    {
      id: 's1',
      title: 'Office Bearers',
      members: [
        {
          id: 'm1',
          name: 'Kavya Raman',
          role: 'President',
          photoUrl: '/api/v1/team/photos/a.webp',
          profileUrl: 'https://www.linkedin.com/in/kavya',
        },
        { id: 'm2', name: 'Arjun Das', role: 'Secretary', photoUrl: null, profileUrl: null },
      ],
    },
  ],
};

describe('the /admin/team draft', () => {
  test('a saved team sent back unchanged is the same team, ids kept, photos not sent', () => {
    expect(teamInputOf(teamDraftOf(TEAM))).toEqual({
      sections: [
        {
          id: 's1',
          title: 'Office Bearers',
          members: [
            { id: 'm1', name: 'Kavya Raman', role: 'President', profileUrl: 'https://www.linkedin.com/in/kavya' },
            { id: 'm2', name: 'Arjun Das', role: 'Secretary', profileUrl: '' },
          ],
        },
      ],
    });
    expect(teamUpdateSchema.parse(teamInputOf(teamDraftOf(TEAM))).sections[0]!.members[1]!.profileUrl).toBeNull();
  });

  test('a new section and member go without ids, so the server gives them new ones', () => {
    const input = teamInputOf([...teamDraftOf(TEAM), emptySection()]);
    expect(input.sections[1]).toEqual({ title: '', members: [{ name: '', role: '', profileUrl: '' }] });
  });

  test('moving stops at either end', () => {
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  test('each schema message goes under its own field; a problem of the whole team goes above the form', () => {
    const draft = [...teamDraftOf(TEAM), emptySection()];
    draft[0]!.members[1]!.profileUrl = 'linkedin.com/in/arjun';
    draft[0]!.members[1]!.id = 'm1';
    const result = teamUpdateSchema.safeParse(teamInputOf(draft));
    expect(result.success).toBe(false);
    expect(teamErrorsOf(result.error!)).toEqual({
      'sections.0.members.1.profileUrl': 'Enter the full profile link, starting with https://',
      'sections.1.title': 'Enter the section title',
      'sections.1.members.0.name': "Enter the member's name",
      'sections.1.members.0.role': "Enter the member's role",
      form: 'A member appears twice in the team. Reload the page and try again.',
    });
  });
});
