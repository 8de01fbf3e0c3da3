import { ACCOMMODATION_FEE, REGISTRATION_FEES } from '@symposium/schema/fees';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';

/** Public settings the site needs: fees and where to pay them. */
export function configRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/config', (c) =>
    c.json({
      success: true,
      data: {
        fees: REGISTRATION_FEES,
        accommodationFee: ACCOMMODATION_FEE,
        upi: { id: deps.env.UPI_ID, payeeName: deps.env.UPI_PAYEE_NAME },
        contactEmail: deps.env.CONTACT_EMAIL,
      },
    }),
  );
  routes.get('/health', (c) => c.json({ success: true, status: 'ok' }));
  return routes;
}
