import { editionSchema, mergeEdition } from '@symposium/schema/edition-schema';
import { ErrorCode } from '@symposium/schema/error-codes';
import { settingsUpdateSchema, type PublicConfig } from '@symposium/schema/settings';
import { clearIssueMessage, fieldErrorsByPath, firstMessage } from '@symposium/schema/validation';
import { Hono } from 'hono';
import { writeTransaction } from '../../db/client';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { parseWith, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { readEdition, writeEdition } from '../edition/edition.repository';
import { publicEdition } from '../edition/edition.service';
import { anyResultPublished } from '../results/results.repository';
import { removeSignaturesFrom } from '../certificates/certificate-images';
import { changedSettings, readSettings, writeSettings } from './settings.repository';

/** The settings an admin reads and edits: the fees and switches, and the edition. */
function adminSettings(deps: AppDeps) {
  return { ...readSettings(deps.db, deps.env), edition: readEdition(deps.db, deps.env) };
}

/** GET /config (public), GET/PUT /admin/settings (admin only) and GET /admin/edition (staff). */
export function settingsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/config', (c) => {
    const s = readSettings(deps.db, deps.env);
    const edition = publicEdition(deps.db, deps.env);
    const data: PublicConfig = {
      fees: s.fees,
      accommodationFee: s.accommodationFee,
      upi: { id: s.upiId, payeeName: s.upiPayeeName },
      contactEmail: s.contactEmail,
      eventRegistrationOpen: s.eventRegistrationOpen,
      workshopRegistrationOpen: s.workshopRegistrationOpen,
      registrationOpen: edition.registration.state === 'open',
      resultsPublished: anyResultPublished(deps.db),
      edition,
    };
    return c.json({ success: true, data });
  });

  // Coordinators read the edition (the desks and the dashboard show it); only admins change it.
  routes.get('/admin/edition', requireUser(deps), requireRole('admin', 'coordinator'), (c) =>
    c.json({ success: true, data: publicEdition(deps.db, deps.env) }),
  );

  routes.get('/admin/settings', requireUser(deps), requireRole('admin'), (c) =>
    c.json({ success: true, data: adminSettings(deps) }),
  );

  routes.put('/admin/settings', requireUser(deps), requireRole('admin'), async (c) => {
    const { edition: editionPatch, ...changes } = parseWith(settingsUpdateSchema, await readJson(c));
    const actor = c.get('user');
    const { data, changed } = writeTransaction(deps.db, () => {
      const before = adminSettings(deps);
      // Only what differs is written and audited: saving an untouched form leaves no no-op audit row.
      const changed: Record<string, unknown> = changedSettings(before, changes);
      if (editionPatch) {
        // The patch is merged over the edition and checked whole: an end before the start is refused either way.
        const result = editionSchema.safeParse(mergeEdition(before.edition, editionPatch), {
          error: clearIssueMessage,
        });
        if (!result.success) {
          throw new AppError(
            400,
            ErrorCode.VALIDATION_ERROR,
            firstMessage(result.error),
            fieldErrorsByPath(result.error, 'edition'),
          );
        }
        if (JSON.stringify(result.data) !== JSON.stringify(before.edition)) changed.edition = result.data;
      }
      if (Object.keys(changed).length === 0) return { data: before, changed };
      const at = nowIso();
      const { edition, ...settingsChanges } = changed;
      writeSettings(deps.db, settingsChanges, actor.id, at);
      if (edition) writeEdition(deps.db, edition as typeof before.edition, actor.id, at);
      const after = adminSettings(deps);
      recordAudit(deps.db, {
        actor,
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'settings',
        before,
        after,
      });
      return { data: after, changed };
    });
    // A signatory taken off the list takes their signature along: whoever is added in their place starts without one.
    if (changed.certificate) removeSignaturesFrom(deps.env.certificateImagesDir, data.certificate.signatories.length);
    const message = Object.keys(changed).length === 0 ? 'No changes to save' : 'Settings saved';
    return c.json({ success: true, message, data });
  });

  return routes;
}
