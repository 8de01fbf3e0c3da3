import type { Team, TeamMember, TeamUpdate } from '@symposium/schema/team';
import { writeTransaction, type Db } from '../../db/client';
import type { TeamMembersTable, UsersTable } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { readTeamRows, replaceTeam, type TeamRows } from './team.repository';

/** Where a stored photo is served (team.routes.ts); the name changes with every upload, so the answer is cached for good. */
export const teamPhotoUrl = (file: string) => `/api/v1/team/photos/${file}`;

export const teamMemberOf = (row: TeamMembersTable): TeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  photoUrl: row.photo ? teamPhotoUrl(row.photo) : null,
  profileUrl: row.profile_url,
});

/** The rows as the API answers them: sections in order, each with its members in order. */
export function teamOf(rows: TeamRows): Team {
  const bySection = new Map<string, TeamMember[]>();
  for (const row of rows.members) {
    const list = bySection.get(row.section_id) ?? [];
    list.push(teamMemberOf(row));
    bySection.set(row.section_id, list);
  }
  return { sections: rows.sections.map((s) => ({ id: s.id, title: s.title, members: bySection.get(s.id) ?? [] })) };
}

export const readTeam = (db: Db): Team => teamOf(readTeamRows(db));

/** PUT /admin/team: the whole team in one transaction, audited; answers it and the photo files no longer used. */
export function saveTeam(db: Db, update: TeamUpdate, actor: Pick<UsersTable, 'id' | 'name'>) {
  return writeTransaction(db, () => {
    const before = readTeam(db);
    const { removedPhotos } = replaceTeam(db, update, nowIso());
    const after = readTeam(db);
    recordAudit(db, { actor, action: 'team.update', entityType: 'team', entityId: 'team', before, after });
    return { team: after, removedPhotos };
  });
}
