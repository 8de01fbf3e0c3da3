import { z } from 'zod';
import { LIMITS } from './constants';
import { M } from './messages';

// The team page (/team) as organisers keep it: sections in order, each with its people in order. The admin screen
// sends the whole team at once (PUT /admin/team); GET /team answers it to everyone.

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  /** Public, long-cached (the file name changes with each upload); null until a photo is uploaded. */
  photoUrl: string | null;
  /** The member's professional-network page; null when none is given. */
  profileUrl: string | null;
}

export interface TeamSection {
  id: string;
  title: string;
  members: TeamMember[];
}

export interface Team {
  sections: TeamSection[];
}

/** Whether `value` is a whole http(s) address a visitor's browser can open (never javascript:, mailto: or a bare name). */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
}

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional: a blank box (or null) is no link at all. */
const profileUrl = z
  .string({ error: M.teamProfileUrlInvalid })
  .trim()
  .max(LIMITS.teamProfileUrlMax, M.teamProfileUrlTooLong)
  .refine((value) => value === '' || isWebAddress(value), M.teamProfileUrlInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/** An id the server gave; a member sent with it keeps its photo. Absent for a member added on the screen. */
const id = z.string().trim().min(1).max(64).optional();

export const teamMemberInputSchema = z.object({
  id,
  name: text(M.teamMemberNameRequired, LIMITS.teamMemberNameMax, M.teamMemberNameTooLong),
  role: text(M.teamMemberRoleRequired, LIMITS.teamMemberRoleMax, M.teamMemberRoleTooLong),
  profileUrl,
});

export const teamSectionInputSchema = z.object({
  id,
  title: text(M.teamSectionTitleRequired, LIMITS.teamSectionTitleMax, M.teamSectionTitleTooLong),
  members: z.array(teamMemberInputSchema).max(LIMITS.teamMembersPerSectionMax, M.teamTooManyMembers),
});

/** PUT /admin/team: the whole team in order. Members left out are removed, with their photos. */
export const teamUpdateSchema = z
  .object({
    sections: z.array(teamSectionInputSchema).max(LIMITS.teamSectionsMax, M.teamTooManySections),
  })
  .superRefine((team, ctx) => {
    const seen = new Set<string>();
    team.sections.forEach((section, s) =>
      section.members.forEach((member, m) => {
        if (!member.id) return;
        if (seen.has(member.id))
          ctx.addIssue({ code: 'custom', message: M.teamMemberTwice, path: ['sections', s, 'members', m, 'id'] });
        seen.add(member.id);
      }),
    );
  });
export type TeamUpdate = z.output<typeof teamUpdateSchema>;
export type TeamUpdateInput = z.input<typeof teamUpdateSchema>;
