import type { TeamUpdate } from '@symposium/schema/team';
import { all, first, run, type Db } from '../../db/client';
import type { TeamMembersTable, TeamSectionsTable } from '../../db/database';
import { newId } from '../../lib/ids';

export interface TeamRows {
  sections: TeamSectionsTable[];
  members: TeamMembersTable[];
}

/** Every section and member, each in its order. */
export function readTeamRows(db: Db): TeamRows {
  return {
    sections: all(db, db.kysely.selectFrom('team_sections').selectAll().orderBy('position').orderBy('id')),
    members: all(
      db,
      db.kysely.selectFrom('team_members').selectAll().orderBy('section_id').orderBy('position').orderBy('id'),
    ),
  };
}

export const findTeamMember = (db: Db, id: string) =>
  first(db, db.kysely.selectFrom('team_members').selectAll().where('id', '=', id));

/**
 * Makes the stored team the given one (call inside a write transaction). A section or member sent with an id it
 * already has keeps that id, and a member its photo; one sent without (or with an id no longer stored) is new. What
 * is not sent is deleted. Answers the photo files of the deleted members, for the caller to remove once committed.
 */
export function replaceTeam(db: Db, team: TeamUpdate, at: string): { removedPhotos: string[] } {
  const before = readTeamRows(db);
  const storedSections = new Map(before.sections.map((s) => [s.id, s]));
  const storedMembers = new Map(before.members.map((m) => [m.id, m]));
  const keptSections = new Set<string>();
  const keptMembers = new Set<string>();

  team.sections.forEach((section, sectionPosition) => {
    const sectionId =
      section.id && storedSections.has(section.id) && !keptSections.has(section.id) ? section.id : newId();
    if (storedSections.has(sectionId)) {
      run(
        db,
        db.kysely
          .updateTable('team_sections')
          .set({ position: sectionPosition, title: section.title, updated_at: at })
          .where('id', '=', sectionId),
      );
    } else {
      run(
        db,
        db.kysely
          .insertInto('team_sections')
          .values({ id: sectionId, position: sectionPosition, title: section.title, created_at: at, updated_at: at }),
      );
    }
    keptSections.add(sectionId);

    section.members.forEach((member, position) => {
      const values = {
        section_id: sectionId,
        position,
        name: member.name,
        role: member.role,
        profile_url: member.profileUrl,
      };
      if (member.id && storedMembers.has(member.id)) {
        run(
          db,
          db.kysely
            .updateTable('team_members')
            .set({ ...values, updated_at: at })
            .where('id', '=', member.id),
        );
        keptMembers.add(member.id);
      } else {
        run(
          db,
          db.kysely
            .insertInto('team_members')
            .values({ id: newId(), ...values, photo: null, created_at: at, updated_at: at }),
        );
      }
    });
  });

  const droppedMembers = before.members.filter((m) => !keptMembers.has(m.id));
  for (const member of droppedMembers) run(db, db.kysely.deleteFrom('team_members').where('id', '=', member.id));
  for (const section of before.sections) {
    if (!keptSections.has(section.id)) run(db, db.kysely.deleteFrom('team_sections').where('id', '=', section.id));
  }
  return { removedPhotos: droppedMembers.flatMap((m) => (m.photo ? [m.photo] : [])) };
}

/** Sets (or, with null, clears) a member's photo file; false when the member is gone. */
export function setTeamMemberPhoto(db: Db, id: string, photo: string | null, at: string): boolean {
  return run(db, db.kysely.updateTable('team_members').set({ photo, updated_at: at }).where('id', '=', id)) === 1;
}
