import type { Team, TeamUpdateInput } from '@symposium/schema/team';
import type { z } from 'zod';

// The team as /admin/team edits it: every section and member has a key of its own on this screen (new ones have no
// server id until saved), so React keeps each row's inputs and focus while rows move.

export interface MemberDraft {
  key: string;
  id?: string;
  name: string;
  role: string;
  profileUrl: string;
  photoUrl: string | null;
}

export interface SectionDraft {
  key: string;
  id?: string;
  title: string;
  members: MemberDraft[];
}

let nextKey = 0;
export const newKey = () => `draft-${(nextKey += 1)}`;

export const emptyMember = (): MemberDraft => ({ key: newKey(), name: '', role: '', profileUrl: '', photoUrl: null });
export const emptySection = (): SectionDraft => ({ key: newKey(), title: '', members: [emptyMember()] });

export const teamDraftOf = (team: Team): SectionDraft[] =>
  team.sections.map((section) => ({
    key: section.id,
    id: section.id,
    title: section.title,
    members: section.members.map((m) => ({
      key: m.id,
      id: m.id,
      name: m.name,
      role: m.role,
      profileUrl: m.profileUrl ?? '',
      photoUrl: m.photoUrl,
    })),
  }));

/** What PUT /admin/team is sent: the draft in order, ids where the server gave them. */
export const teamInputOf = (sections: readonly SectionDraft[]): TeamUpdateInput => ({
  sections: sections.map((section) => ({
    ...(section.id ? { id: section.id } : {}),
    title: section.title,
    members: section.members.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      name: m.name,
      role: m.role,
      profileUrl: m.profileUrl,
    })),
  })),
});

/** `list` with the item at `index` moved by `by` places (a no-op past either end). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** A field of the draft by where it sits: 'sections.0.title', 'sections.0.members.2.name'; 'form' for the whole team. */
export type TeamErrors = Partial<Record<string, string>>;

/** The schema's messages by field, the first for each (the messages name no place: the field they sit under does). */
export function teamErrorsOf(error: z.ZodError): TeamErrors {
  const errors: TeamErrors = {};
  for (const issue of error.issues) {
    const at = issue.path.join('.');
    const field = /^sections\.\d+\.(title|members\.\d+\.(name|role|profileUrl))$/.test(at) ? at : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The input name of a field of the draft, as focus and the tests find it. */
export const teamFieldName = (path: string) => `team.${path}`;
