import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { teamUpdateSchema } from '@symposium/schema/team';
import { Hono } from 'hono';
import { writeTransaction } from '../../db/client';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { mediaTypeOf, parseWith, readForm, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { findTeamMember, setTeamMemberPhoto } from './team.repository';
import { readTeam, saveTeam, teamMemberOf } from './team.service';
import {
  removeTeamPhotos,
  squareTeamPhoto,
  storeTeamPhoto,
  TEAM_PHOTO_NAME_PATTERN,
  teamPhotoBodyLimit,
} from './team-photos';

/** GET /team and its photos (public); PUT /admin/team and a member's photo (admin only). */
export function teamRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const photosDir = deps.env.teamPhotosDir;
  const admin = [requireUser(deps), requireRole('admin')] as const;

  routes.get('/team', (c) => c.json({ success: true, data: readTeam(deps.db) }));

  routes.get('/team/photos/:name', async (c) => {
    const name = c.req.param('name');
    if (!TEAM_PHOTO_NAME_PATTERN.test(name)) throw notFound('Photo not found');
    const bytes = await fs.promises.readFile(path.join(photosDir, name)).catch(() => null);
    if (!bytes) throw notFound('Photo not found');
    // A new upload is a new name: this one never changes.
    return c.body(bytes, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  routes.put('/admin/team', ...admin, async (c) => {
    const update = parseWith(teamUpdateSchema, await readJson(c));
    const { team, removedPhotos } = saveTeam(deps.db, update, c.get('user'));
    await removeTeamPhotos(photosDir, removedPhotos);
    return c.json({ success: true, message: 'Team saved', data: team });
  });

  routes.put('/admin/team/members/:id/photo', ...admin, teamPhotoBodyLimit(), async (c) => {
    const id = c.req.param('id');
    if (!findTeamMember(deps.db, id)) throw notFound(M.teamMemberNotFound);
    if (mediaTypeOf(c) !== 'multipart/form-data') {
      throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, M.teamPhotoBodyNotMultipart);
    }
    const form = await readForm(c);
    const photo = await squareTeamPhoto(form.photo);
    const name = await storeTeamPhoto(photosDir, photo);
    const actor = c.get('user');
    const outcome = writeTransaction(deps.db, () => {
      const before = findTeamMember(deps.db, id);
      if (!before) return null;
      setTeamMemberPhoto(deps.db, id, name, nowIso());
      const after = findTeamMember(deps.db, id)!;
      recordAudit(deps.db, {
        actor,
        action: 'team.photo',
        entityType: 'team-member',
        entityId: id,
        before: teamMemberOf(before),
        after: teamMemberOf(after),
      });
      return { previous: before.photo, member: teamMemberOf(after) };
    });
    // Removed by another admin's save while this photo was being made.
    if (!outcome) {
      await removeTeamPhotos(photosDir, [name]);
      throw notFound(M.teamMemberNotFound);
    }
    if (outcome.previous) await removeTeamPhotos(photosDir, [outcome.previous]);
    return c.json({ success: true, message: 'Photo saved', data: outcome.member });
  });

  routes.delete('/admin/team/members/:id/photo', ...admin, async (c) => {
    const id = c.req.param('id');
    const actor = c.get('user');
    const outcome = writeTransaction(deps.db, () => {
      const before = findTeamMember(deps.db, id);
      if (!before) return null;
      if (!before.photo) return { previous: null, member: teamMemberOf(before) };
      setTeamMemberPhoto(deps.db, id, null, nowIso());
      const member = teamMemberOf({ ...before, photo: null });
      recordAudit(deps.db, {
        actor,
        action: 'team.photo',
        entityType: 'team-member',
        entityId: id,
        before: teamMemberOf(before),
        after: member,
      });
      return { previous: before.photo, member };
    });
    if (!outcome) throw notFound(M.teamMemberNotFound);
    if (outcome.previous) await removeTeamPhotos(photosDir, [outcome.previous]);
    return c.json({
      success: true,
      message: outcome.previous ? 'Photo removed' : 'No photo to remove',
      data: outcome.member,
    });
  });

  return routes;
}
