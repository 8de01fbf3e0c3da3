import { contactSchema } from '@symposium/schema/contact';
import { M } from '@symposium/schema/messages';
import { Hono } from 'hono';
import { writeTransaction } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import type { AppDeps, AppEnv } from '../../lib/context';
import { nowIso } from '../../lib/ids';
import { parseWith, readJson } from '../../lib/validate';
import { readSettings } from '../settings/settings.repository';
import { readEdition } from '../edition/edition.repository';
import { contactCopyMail } from './contact.mails';
import { insertContactMessage } from './contact.repository';

export function contactRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  // Stored and queued for the organisers together (nothing a visitor typed is lost if mail is down), to the
  // settings' organiser email (the admin's Settings screen; ORGANISER_EMAIL until an admin changes it).
  routes.post('/contact', async (c) => {
    await deps.limiters.contactPerAddress.consume(clientAddress(c, deps.env.TRUST_PROXY));
    const input = parseWith(contactSchema, await readJson(c));
    writeTransaction(deps.db, () => {
      insertContactMessage(deps.db, { ...input, created_at: nowIso() });
      deps.mailer.sendInBackground(
        contactCopyMail(readEdition(deps.db, deps.env), readSettings(deps.db, deps.env).organiserEmail, input),
      );
    });
    return c.json({ success: true, message: M.contactSent });
  });

  return routes;
}
