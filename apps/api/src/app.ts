import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import { requestBodyLimit } from './lib/body-limit';
import type { AppDeps, AppEnv } from './lib/context';
import { AppError, storageTrouble } from './lib/errors';
import { mountWebApp, webShellSource } from './lib/web-app';
import { readEdition } from './modules/edition/edition.repository';
import { accommodationRoutes } from './modules/accommodation/accommodation.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes, refreshTokenHandler } from './modules/auth/auth.routes';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { configRoutes } from './modules/config/config.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contactInboxRoutes } from './modules/contact/contact-inbox.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { editionRoutes } from './modules/edition/edition.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { eventRegistrationsRoutes } from './modules/event-registrations/event-registrations.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { statementsRoutes } from './modules/payments/statements.routes';
import { paymentProofRoutes } from './modules/registration/payment-proof.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { registrationsAdminRoutes } from './modules/registrations-admin/registrations-admin.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { teamRoutes } from './modules/team/team.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { syncRoutes } from './modules/sync/sync.routes';
import { qrScanRoutes } from './modules/qr-scan/qr-scan.routes';
import { conflictsRoutes } from './modules/sync/conflicts.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { certificatesRoutes } from './modules/certificates/certificates.routes';

export const API_BASE = '/api/v1';

function errorBody(err: AppError) {
  return {
    success: false as const,
    message: err.message,
    error: err.code,
    ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
    ...err.details,
  };
}

/** A reset link works for 10 minutes for whoever holds it: request logs show its path without the token. */
const withoutResetTokens = (line: string) => line.replace(/(\/reset-password\/)[^\s/?#]+/g, '$1[token]');

/** The public catalogue, the team, the fee table and the health check are the same for everyone; the service worker caches them. */
const PUBLIC_API_PATH = /^\/api\/v1\/(health|config|events|workshops|team)(\/[^/]*)?$/;

/**
 * Every other API answer is about someone (tokens, a profile, staff lists, a screenshot) and must not be kept
 * by the browser's or a proxy's cache, where the next person on a shared college computer could read it.
 * A handler that says otherwise (a CSV download) keeps its own header.
 */
function privateAnswersNotStored() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method === 'GET' && PUBLIC_API_PATH.test(c.req.path)) return;
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const webShell = webShellSource(deps.env.WEB_DIST);

  // Read first, once per request: the CSP's style hashes and a served page then come from the same copy.
  app.use(async (c, next) => {
    c.set('webShell', webShell.current());
    await next();
  });
  if (deps.env.LOG_REQUESTS) app.use(logger((line, ...rest) => console.log(withoutResetTokens(line), ...rest)));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // WebAssembly compiled from our own files (the scanner's QR decoder); still no eval of script text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Inline style only by hash: the build writes the entry stylesheet into index.html (first paint
        // without a render-blocking request); scripts set styles through the CSSOM, which the CSP does not govern.
        styleSrc: [(c) => ["'self'", ...((c as Context<AppEnv>).get('webShell')?.styleHashes ?? [])].join(' ')],
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

  // Outside the body limit: its 413 is marked too.
  for (const privatePath of ['/api/*', '/auth/refresh-token']) app.use(privatePath, privateAnswersNotStored());
  app.use(requestBodyLimit());

  app.onError((err, c) => {
    // The client went away (a phone that lost its signal half-way through an upload): nothing to answer, and not
    // the server's fault. One line, no stack trace.
    if (c.req.raw.signal.aborted) {
      console.warn(
        `[client] ${c.req.method} ${c.req.path}: the client closed the connection before the request was answered`,
      );
      return c.json({ success: false, message: M.requestIncomplete, error: ErrorCode.VALIDATION_ERROR }, 400);
    }
    if (err instanceof AppError) {
      return c.json(errorBody(err), err.status, err.headers);
    }
    if (err instanceof HTTPException) {
      const code = err.status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION_ERROR;
      const message =
        err.status === 413 ? 'The request is too large.' : err.message || 'The request could not be handled.';
      return c.json({ success: false, message, error: code }, err.status);
    }
    const storage = storageTrouble(err);
    if (storage) {
      // Not the request's fault and not a bug: the operator must act, the client may simply retry later.
      console.error(
        `[error] ${c.req.method} ${c.req.path}: ${storage} (${(err as { code?: string }).code}): ${err.message}`,
      );
      return c.json({ success: false, message: M.storageUnavailable, error: ErrorCode.TEMPORARILY_UNAVAILABLE }, 503, {
        'Retry-After': '60',
      });
    }
    console.error(`[error] ${c.req.method} ${c.req.path}`, err);
    return c.json(
      { success: false, message: 'Something went wrong. Please try again.', error: ErrorCode.INTERNAL_ERROR },
      500,
    );
  });

  const api = new Hono<AppEnv>();
  // The public catalogue is the largest answer a phone fetches; only it is gzipped (no secrets in it, so
  // compression cannot leak a token the way it could on auth answers).
  for (const catalogue of ['/events', '/events/*', '/workshops', '/workshops/*']) api.use(catalogue, compress());
  api.route('/', configRoutes(deps));
  api.route('/', settingsRoutes(deps));
  api.route('/', teamRoutes(deps));
  api.route('/', editionRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/auth', registrationRoutes(deps));
  api.route('/auth', paymentProofRoutes(deps));
  api.route('/', catalogueRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', contactInboxRoutes(deps));
  api.route('/', uploadsRoutes(deps));
  api.route('/', catalogueAdminRoutes(deps));
  api.route('/', adminUsersRoutes(deps));
  api.route('/', paymentsRoutes(deps));
  api.route('/', statementsRoutes(deps));
  api.route('/', registrationsAdminRoutes(deps));
  api.route('/', accommodationRoutes(deps));
  api.route('/', dashboardRoutes(deps));
  api.route('/', setupRoutes(deps));
  api.route('/', auditRoutes(deps));
  api.route('/', mailRoutes(deps));
  api.route('/', staffRoutes(deps));
  api.route('/', eventRegistrationsRoutes(deps));
  api.route('/', syncRoutes(deps));
  api.route('/', qrScanRoutes(deps));
  api.route('/', conflictsRoutes(deps));
  api.route('/', resultsRoutes(deps));
  api.route('/', certificatesRoutes(deps));
  api.all('*', (c) =>
    c.json(
      { success: false, message: `No API route for ${c.req.method} ${c.req.path}`, error: ErrorCode.NOT_FOUND },
      404,
    ),
  );
  app.route(API_BASE, api);
  // docs/product.md#sessions-and-tokens: the client refreshes at {host}/auth/refresh-token, outside /api/v1.
  app.route('/auth', refreshTokenHandler(deps));
  app.all('/api/*', (c) =>
    c.json(
      { success: false, message: `No API route for ${c.req.method} ${c.req.path}`, error: ErrorCode.NOT_FOUND },
      404,
    ),
  );

  mountWebApp(app, deps.env.WEB_DIST, () => readEdition(deps.db, deps.env));
  return app;
}
