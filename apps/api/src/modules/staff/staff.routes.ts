import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { staffCreateSchema, staffUpdateSchema, type StaffMember } from '@symposium/schema/staff';
import { Hono } from 'hono';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { parseWith, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { revokeAllForUser } from '../auth/sessions.repository';
import { countAdmins, findUserById, listStaff, updateUser } from '../users/users.repository';
import { addStaff, StaffError, staffState } from './staff.service';

function toStaffMember(u: UsersTable): StaffMember {
  return { ...staffState(u), _id: u.id, role: u.role as StaffMember['role'], createdAt: u.created_at };
}

/** Staff management (admin only): list, add a coordinator or admin, change a role, disable or enable. */
export function staffRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/staff', requireUser(deps), requireRole('admin'), (c) => {
    return c.json({ success: true, data: listStaff(deps.db).map(toStaffMember) });
  });

  routes.post('/admin/staff', requireUser(deps), requireRole('admin'), async (c) => {
    const input = parseWith(staffCreateSchema, await readJson(c));
    try {
      const { id, password, generated } = await addStaff(deps.db, input, deps.env.SCRYPT_LOG_N, c.get('user'));
      const data = toStaffMember(findUserById(deps.db, id)!);
      // A generated password is answered this once and never stored in clear.
      return c.json({ success: true, message: 'Staff account created', data, ...(generated ? { password } : {}) }, 201);
    } catch (error) {
      if (error instanceof StaffError) {
        if (error.reason === 'duplicate')
          throw new AppError(409, ErrorCode.EMAIL_TAKEN, error.message, { email: [error.message] });
        throw new AppError(
          400,
          ErrorCode.VALIDATION_ERROR,
          error.message,
          error.reason === 'password' ? { password: [error.message] } : undefined,
        );
      }
      throw error;
    }
  });

  /** An admin cannot disable or demote themselves, and at least one enabled admin always remains. */
  routes.put('/admin/staff/:id', requireUser(deps), requireRole('admin'), async (c) => {
    const changes = parseWith(staffUpdateSchema, await readJson(c));
    const actor = c.get('user');
    const updated = writeTransaction(deps.db, () => {
      const before = findUserById(deps.db, c.req.param('id'));
      if (!before || before.role === 'user') throw new AppError(404, ErrorCode.STAFF_NOT_FOUND, M.staffNotFound);
      const demotesSelf = changes.role !== undefined && changes.role !== 'admin';
      if (before.id === actor.id && (changes.disabled === true || demotesSelf)) {
        throw new AppError(409, ErrorCode.STAFF_SELF_CHANGE, M.staffSelfChange);
      }
      const now = nowIso();
      const after: UsersTable = {
        ...before,
        role: changes.role ?? before.role,
        disabled_at:
          changes.disabled === undefined ? before.disabled_at : changes.disabled ? (before.disabled_at ?? now) : null,
        updated_at: now,
      };
      updateUser(deps.db, before.id, { role: after.role, disabled_at: after.disabled_at, updated_at: now });
      if (countAdmins(deps.db) === 0) throw new AppError(409, ErrorCode.LAST_ADMIN, M.lastAdmin);
      if (after.disabled_at && !before.disabled_at) revokeAllForUser(deps.db, before.id, now);
      recordAudit(deps.db, {
        actor,
        action: 'staff.update',
        entityType: 'staff',
        entityId: before.id,
        before: staffState(before),
        after: staffState(after),
      });
      return after;
    });
    return c.json({ success: true, message: 'Staff account updated', data: toStaffMember(updated) });
  });

  return routes;
}
