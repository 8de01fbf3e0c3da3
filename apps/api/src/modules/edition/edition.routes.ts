import fs from 'node:fs';
import { EDITION_MESSAGES } from '@symposium/schema/edition-archives';
import { editionTitle } from '@symposium/schema/edition';
import { nextEditionSchema } from '@symposium/schema/edition-schema';
import { Hono } from 'hono';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { parseWith, readJson } from '../../lib/validate';
import { countLateScans } from '../sync/late-scans';
import { archiveCsvPath, listArchives } from './edition-archive';
import { startNextEdition } from './next-edition.service';

/** POST /admin/editions (start the next edition) and the finished editions' archives: admins only. */
export function editionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const admin = [requireUser(deps), requireRole('admin')] as const;

  routes.post('/admin/editions', ...admin, async (c) => {
    const input = parseWith(nextEditionSchema, await readJson(c));
    const outcome = await startNextEdition(deps, c.get('user'), input);
    const message = [EDITION_MESSAGES.started(editionTitle(outcome.edition)), ...outcome.warnings].join(' ');
    return c.json({ success: true, message, data: outcome }, 201);
  });

  routes.get('/admin/editions/archives', ...admin, (c) =>
    c.json({ success: true, data: listArchives(deps.env, (name) => countLateScans(deps.db, name)) }),
  );

  routes.get('/admin/editions/archives/:name/csv/:file', ...admin, (c) => {
    const name = c.req.param('name');
    const file = c.req.param('file');
    const full = archiveCsvPath(deps.env, name, file);
    if (!full) throw notFound(EDITION_MESSAGES.archiveNotFound);
    return c.body(fs.readFileSync(full), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${file}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
