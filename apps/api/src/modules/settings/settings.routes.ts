import { settingsUpdateSchema, type PublicConfig } from '@symposium/schema/settings';
import { Hono } from 'hono';
import { writeTransaction } from '../../db/client';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { nowIso } from '../../lib/ids';
import { registrationOpen } from '../registration/registration-window';
import { parseWith, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { changedSettings, readSettings, writeSettings } from './settings.repository';

/** GET /config (public) and GET/PUT /admin/settings (admin only). */
export function settingsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/config', (c) => {
    const s = readSettings(deps.db, deps.env);
    const data: PublicConfig = {
      fees: s.fees,
      accommodationFee: s.accommodationFee,
      upi: { id: s.upiId, payeeName: s.upiPayeeName },
      contactEmail: s.contactEmail,
      eventRegistrationOpen: s.eventRegistrationOpen,
      workshopRegistrationOpen: s.workshopRegistrationOpen,
      registrationOpen: registrationOpen(deps.env),
    };
    return c.json({ success: true, data });
  });

  routes.get('/admin/settings', requireUser(deps), requireRole('admin'), (c) =>
    c.json({ success: true, data: readSettings(deps.db, deps.env) }),
  );

  routes.put('/admin/settings', requireUser(deps), requireRole('admin'), async (c) => {
    const changes = parseWith(settingsUpdateSchema, await readJson(c));
    const actor = c.get('user');
    const { data, changed } = writeTransaction(deps.db, () => {
      const before = readSettings(deps.db, deps.env);
      // Only what differs is written and audited: saving an untouched form leaves no no-op audit row.
      const changed = changedSettings(before, changes);
      if (Object.keys(changed).length === 0) return { data: before, changed };
      writeSettings(deps.db, changed, actor.id, nowIso());
      const after = readSettings(deps.db, deps.env);
      recordAudit(deps.db, { actor, action: 'settings.update', entityType: 'settings', entityId: 'settings', before, after });
      return { data: after, changed };
    });
    const message = Object.keys(changed).length === 0 ? 'No changes to save' : 'Settings saved';
    return c.json({ success: true, message, data });
  });

  return routes;
}
