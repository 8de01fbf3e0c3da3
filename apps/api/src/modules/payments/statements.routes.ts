import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { STATEMENT_LIMITS, statementColumnMappingSchema } from '@symposium/schema/payment-statements';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { parseWith, readForm } from '../../lib/validate';
import { importStatement, statementAnswer, verifyMatched } from './statements.service';

const statementTooLarge = () =>
  new AppError(413, ErrorCode.FILE_TOO_LARGE, M.statementTooLarge, { file: [M.statementTooLarge] });

/** The multipart form: the file, and the admin's column mapping (JSON) when the import asked for one. */
const statementFormSchema = z.object({
  file: z.instanceof(File, { error: M.statementRequired }).refine((f) => f.size > 0, M.statementRequired),
  mapping: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: M.statementMappingInvalid });
        return z.NEVER;
      }
    })
    .pipe(statementColumnMappingSchema.optional()),
});

/** /admin/payments/statements: bank statements matched against the registrations (admins only). */
export function statementsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/admin/payments/statements',
    requireUser(deps),
    requireRole('admin'),
    bodyLimit({
      maxSize: STATEMENT_LIMITS.fileMaxBytes + 64 * 1024,
      onError: () => {
        throw statementTooLarge();
      },
    }),
    async (c) => {
      const { file, mapping } = parseWith(statementFormSchema, await readForm(c));
      if (file.size > STATEMENT_LIMITS.fileMaxBytes) throw statementTooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const data = await importStatement(deps, c.get('user'), { name: file.name, bytes }, mapping);
      return c.json({ success: true, data }, 201);
    },
  );

  routes.get('/admin/payments/statements/:id', requireUser(deps), requireRole('admin'), (c) =>
    c.json({ success: true, data: statementAnswer(deps.db, c.req.param('id')) }),
  );

  routes.post('/admin/payments/statements/:id/verify-matched', requireUser(deps), requireRole('admin'), (c) => {
    const { verified } = verifyMatched(deps, c.get('user'), c.req.param('id'));
    return c.json({ success: true, message: M.statementVerified(verified), data: { verified } });
  });

  return routes;
}
