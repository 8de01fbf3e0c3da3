import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { IMAGE_TYPES, UPLOAD_NAME_PATTERN, type ImageExtension } from '../../lib/uploads';

/** Payment screenshots are private: staff read them with a token, nobody reaches them by path. */
export function uploadsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/uploads/:name', requireUser(deps), requireStaff(), async (c) => {
    const name = c.req.param('name');
    if (!UPLOAD_NAME_PATTERN.test(name)) throw notFound('File not found');
    const file = path.join(deps.env.uploadsDir, name);
    const bytes = await fs.promises.readFile(file).catch(() => null);
    if (!bytes) throw notFound('File not found');
    const extension = path.extname(name).slice(1) as ImageExtension;
    return c.body(bytes, 200, {
      'Content-Type': IMAGE_TYPES[extension],
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `inline; filename="${name}"`,
    });
  });
  return routes;
}
