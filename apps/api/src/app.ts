import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { ErrorCode } from '@symposium/schema/error-codes';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './lib/context';
import { AppError } from './lib/errors';
import { authRoutes, refreshTokenHandler } from './modules/auth/auth.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { configRoutes } from './modules/config/config.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';

export const API_BASE = '/api/v1';

function errorBody(err: AppError) {
  return {
    success: false as const,
    message: err.message,
    error: err.code,
    ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
  };
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  if (deps.env.LOG_REQUESTS) app.use(logger());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
    }),
  );

  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json(errorBody(err), err.status, err.headers);
    }
    if (err instanceof HTTPException) {
      const code = err.status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION_ERROR;
      const message = err.status === 413 ? 'The request is too large.' : err.message || 'The request could not be handled.';
      return c.json({ success: false, message, error: code }, err.status);
    }
    console.error(`[error] ${c.req.method} ${c.req.path}`, err);
    return c.json({ success: false, message: 'Something went wrong. Please try again.', error: ErrorCode.INTERNAL_ERROR }, 500);
  });

  const api = new Hono<AppEnv>();
  api.route('/', configRoutes(deps));
  api.route('/', settingsRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/auth', registrationRoutes(deps));
  api.route('/', catalogueRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', uploadsRoutes(deps));
  api.all('*', (c) =>
    c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}`, error: ErrorCode.NOT_FOUND }, 404),
  );
  app.route(API_BASE, api);
  // Spec §7: the client refreshes at {host}/auth/refresh-token, outside /api/v1.
  app.route('/auth', refreshTokenHandler(deps));
  app.all('/api/*', (c) =>
    c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}`, error: ErrorCode.NOT_FOUND }, 404),
  );

  mountWebApp(app, deps.env.WEB_DIST);
  return app;
}

/** The built site: hashed assets cached for a year, every other path answered by the SPA shell. */
function mountWebApp(app: Hono<AppEnv>, dist: string) {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503));
    return;
  }
  app.use(
    '/assets/*',
    serveStatic({ root: dist, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  app.use('*', serveStatic({ root: dist, onFound: (_p, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}
