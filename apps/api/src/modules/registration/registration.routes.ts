import { M } from '@symposium/schema/messages';
import { registerRequestSchemaFor } from '@symposium/schema/registration';
import { Hono } from 'hono';
import { clientAddress } from '../../lib/client-address';
import type { AppDeps, AppEnv } from '../../lib/context';
import { isJsonBody, parseWith, readForm, readJson } from '../../lib/validate';
import { checkScreenshotUpload, screenshotFormBodyLimit } from '../../lib/uploads';
import { readSettings } from '../settings/settings.repository';
import { toPublicUser } from '../users/users.mapper';
import { toPublicAccommodation } from '../accommodation/accommodation.mapper';
import { assertRegistrationOpen } from '../edition/edition.service';
import { registerParticipant } from './registration.service';

/** POST /auth/register: multipart (the spec's form, with the screenshot) or JSON. */
export function registrationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/register',
    // The body is counted while it streams in: an oversized upload is refused before it is buffered.
    screenshotFormBodyLimit(),
    async (c) => {
      await deps.limiters.registerPerAddress.consume(clientAddress(c, deps.env.TRUST_PROXY));
      // Outside the edition's registration window, or with every place taken, nobody pays for a place; the same check
      // runs again inside the transaction that would add the participant (the last place cannot be taken twice).
      assertRegistrationOpen(deps.db, deps.env);
      // JSON is read (its fields are checked like the form's), but only the multipart form can carry the screenshot:
      // any other body is refused with the multipart message, not the JSON one.
      const body = isJsonBody(c) ? await readJson(c) : await readForm(c);
      const { paymentScreenshot, ...fields } = body;
      const settings = readSettings(deps.db, deps.env);
      const input = parseWith(registerRequestSchemaFor(settings), fields);
      const screenshot = await checkScreenshotUpload(paymentScreenshot);
      const { user, accommodation } = await registerParticipant(deps, input, screenshot, settings);
      return c.json(
        {
          success: true,
          message: M.registrationSuccess,
          data: {
            user: toPublicUser(user),
            accommodation: accommodation ? toPublicAccommodation(accommodation) : null,
          },
        },
        201,
      );
    },
  );

  return routes;
}
