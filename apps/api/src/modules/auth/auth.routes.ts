import { forgotPasswordSchema, loginSchema, refreshTokenSchema, resetPasswordSchema } from '@symposium/schema/auth';
import { M } from '@symposium/schema/messages';
import { Hono } from 'hono';
import { requireUser } from '../../lib/auth';
import { clientAddress } from '../../lib/client-address';
import type { AppDeps, AppEnv } from '../../lib/context';
import { parseWith, readJson } from '../../lib/validate';
import { toPublicUser } from '../users/users.mapper';
import { login, requestPasswordReset, resetPassword } from './auth.service';
import { knownDeviceOf, rememberDevice } from './device-cookie';
import { endSession, rotateSession, startSession } from './sessions.service';

/** POST /auth/refresh-token, mounted both under /api/v1 and at the root (docs/product.md#sessions-and-tokens). */
export function refreshTokenHandler(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/refresh-token', async (c) => {
    const { refreshToken } = parseWith(refreshTokenSchema, await readJson(c));
    const tokens = await rotateSession(deps, refreshToken);
    return c.json({ success: true, ...tokens });
  });
  return routes;
}

export function authRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/login', async (c) => {
    const input = parseWith(loginSchema, await readJson(c));
    const user = await login(deps, input, clientAddress(c, deps.env.TRUST_PROXY), (userId) =>
      knownDeviceOf(c, deps, userId),
    );
    const tokens = await startSession(deps, user, input.rememberMe);
    await rememberDevice(c, deps, user.id);
    return c.json({ success: true, message: 'Login successful', ...tokens, data: toPublicUser(user) });
  });

  routes.get('/me', requireUser(deps), (c) => c.json({ success: true, data: toPublicUser(c.get('user')) }));

  routes.route('/', refreshTokenHandler(deps));

  routes.post('/logout', async (c) => {
    const { refreshToken } = await readJson(c);
    await endSession(deps, typeof refreshToken === 'string' ? refreshToken : undefined);
    return c.json({ success: true, message: 'Logged out' });
  });

  routes.post('/forgot-password', async (c) => {
    await deps.limiters.forgotPasswordPerAddress.consume(clientAddress(c, deps.env.TRUST_PROXY));
    const { email } = parseWith(forgotPasswordSchema, await readJson(c));
    // Counted for unknown addresses too, so the work done does not tell whether the account exists.
    if (await deps.limiters.forgotPasswordMailsPerAccount.tryConsume(email)) {
      try {
        requestPasswordReset(deps, email);
      } catch (error) {
        // Only a known account writes anything: a failed write (a locked database) answering 500 would say the
        // account exists. The person asks again; the answer stays the same.
        console.error('[error] a password reset could not be stored', error);
      }
    }
    return c.json({ success: true, message: M.forgotSent });
  });

  routes.put('/reset-password/:token', async (c) => {
    const { password } = parseWith(resetPasswordSchema, await readJson(c));
    await resetPassword(deps, c.req.param('token'), password);
    return c.json({ success: true, message: M.resetDone });
  });

  return routes;
}
