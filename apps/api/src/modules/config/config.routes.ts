import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

export function configRoutes(_deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/health', (c) => c.json({ success: true, status: 'ok' }));
  return routes;
}
