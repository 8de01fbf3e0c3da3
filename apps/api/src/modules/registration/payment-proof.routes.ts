import { M } from '@symposium/schema/messages';
import { paymentProofSchema } from '@symposium/schema/registration';
import { Hono } from 'hono';
import { requireRole, requireUser } from '../../lib/auth';
import { clientAddress } from '../../lib/client-address';
import type { AppDeps, AppEnv } from '../../lib/context';
import { checkScreenshotUpload, screenshotFormBodyLimit } from '../../lib/uploads';
import { parseWith, readForm } from '../../lib/validate';
import { toPublicUser } from '../users/users.mapper';
import { resubmitPaymentProof } from './payment-proof.service';

/** PUT /auth/payment-proof: a participant whose payment was rejected sends a new transaction ID and screenshot. */
export function paymentProofRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.put('/payment-proof', requireUser(deps), requireRole('user'), screenshotFormBodyLimit(), async (c) => {
    await deps.limiters.paymentProofPerAddress.consume(clientAddress(c, deps.env.TRUST_PROXY));
    const { paymentScreenshot, ...fields } = await readForm(c);
    const proof = parseWith(paymentProofSchema, fields);
    const screenshot = await checkScreenshotUpload(paymentScreenshot);
    const user = await resubmitPaymentProof(deps, c.get('user'), proof, screenshot);
    return c.json({ success: true, message: M.paymentProofReceived, data: toPublicUser(user) });
  });

  return routes;
}
