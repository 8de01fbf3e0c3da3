import { contactMessageHandledSchema, contactMessagesQuerySchema } from '@symposium/schema/contact-messages';
import { M } from '@symposium/schema/messages';
import { Hono } from 'hono';
import { requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { parseWith, readJson } from '../../lib/validate';
import { contactMessageId, markContactMessage } from './contact-inbox.service';
import { toContactMessageView } from './contact.mapper';
import { contactMessageCounts, listContactMessages } from './contact.repository';

/** /admin/messages: the contact form's messages for coordinators and admins (docs/product.md#contact-inbox). */
export function contactInboxRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/contact-messages', requireUser(deps), requireStaff(), (c) => {
    const query = parseWith(contactMessagesQuerySchema, c.req.query());
    const { rows, total } = listContactMessages(deps.db, query);
    return c.json({
      success: true,
      messages: rows.map(toContactMessageView),
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
      counts: contactMessageCounts(deps.db),
    });
  });

  routes.put('/admin/contact-messages/:id', requireUser(deps), requireStaff(), async (c) => {
    const id = contactMessageId(c.req.param('id'));
    const { handled } = parseWith(contactMessageHandledSchema, await readJson(c));
    const row = markContactMessage(deps.db, c.get('user'), id, handled);
    return c.json({
      success: true,
      message: handled ? M.contactMarkedHandled : M.contactMarkedOpen,
      data: toContactMessageView(row),
    });
  });

  return routes;
}
