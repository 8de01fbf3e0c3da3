import {
  type AdminUserIdsAnswer,
  adminUsersQuerySchema,
  bulkEmailSchema,
  bulkVerifySchema,
  exportSelectedSchema,
  generateIdsSchema,
  PARTICIPANT_CSV_COLUMNS,
  passRevocationSchema,
} from '@symposium/schema/admin-users';
import { paymentDecisionSchema } from '@symposium/schema/payments';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { LIMITS } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { type Context, Hono } from 'hono';
import type { UsersTable } from '../../db/database';
import { requireRole, requireStaff, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { csvAttachment, toCsv } from '../../lib/csv';
import { readEdition } from '../edition/edition.repository';
import { AppError } from '../../lib/errors';
import { parseWith, readJson } from '../../lib/validate';
import { toPublicAccommodation } from '../accommodation/accommodation.mapper';
import { accommodationsOfUser } from '../accommodation/accommodation.repository';
import { listAuditForEntities } from '../audit/audit.repository';
import { myCertificates } from '../certificates/certificates.service';
import { deskStayFees, otherUsersOfTransactionId, paymentProofOf, proofTwins } from '../payments/payments.repository';
import { statementMatchesOf } from '../payments/statements.repository';
import { bulkVerifyPayments, decidePayment, participantNotFound } from '../payments/payments.service';
import { listRegistrationViews } from '../registrations-admin/registrations-admin.repository';
import { toStaffUser } from '../users/users.mapper';
import {
  allParticipants,
  countKitsIssued,
  findParticipant,
  findParticipants,
  listParticipants,
  participantIdsMatching,
  participantStats,
} from './admin-users.repository';
import { sendBulkEmail } from './bulk-email.service';
import { participantCsvRow } from './participant-csv';
import { generateParticipantId, generateParticipantIds } from './participant-ids.service';
import { venueActivityOf } from './participant-venue';
import { restorePass, revokePass } from './pass-revocation.service';

/** /admin/users and the actions driven from it (docs/product.md#participants). */
export function adminUsersRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/users', requireUser(deps), requireStaff(), (c) => {
    const query = parseWith(adminUsersQuerySchema, c.req.query());
    const { rows, total } = listParticipants(deps.db, query);
    return c.json({
      success: true,
      users: rows.map(toStaffUser),
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
      stats: participantStats(deps.db),
    });
  });

  const participantsCsv = (c: Context<AppEnv>, rows: UsersTable[]) => {
    const edition = readEdition(deps.db, deps.env);
    return csvAttachment(
      c,
      edition,
      'participants',
      toCsv(
        PARTICIPANT_CSV_COLUMNS,
        rows.map((u) => participantCsvRow(u, edition.timeZone)),
      ),
    );
  };

  // Registered before /admin/users/:id so the literal paths (export.csv, ids) win.
  routes.get('/admin/users/export.csv', requireUser(deps), requireStaff(), (c) => {
    // An older screen sent the selection as ?ids=; answering "all" to it would export people nobody selected.
    if (c.req.query('ids') !== undefined) throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.exportSelectedWithPost);
    const filters = parseWith(adminUsersQuerySchema, c.req.query());
    return participantsCsv(c, allParticipants(deps.db, filters));
  });

  /** The selected participants: ids go in the body, as hundreds of them overflow a URL (HTTP 431). */
  routes.post('/admin/users/export.csv', requireUser(deps), requireStaff(), async (c) => {
    const { userIds } = parseWith(exportSelectedSchema, await readJson(c));
    return participantsCsv(c, findParticipants(deps.db, userIds));
  });

  /** Every id matching the list's filters (page and limit ignored): bulk mode's "Select all N matching". */
  routes.get('/admin/users/ids', requireUser(deps), requireStaff(), (c) => {
    const filters = parseWith(adminUsersQuerySchema, c.req.query());
    const { ids, total } = participantIdsMatching(deps.db, filters, LIMITS.bulkMax);
    const answer: AdminUserIdsAnswer = { success: true, ids, total };
    return c.json(answer);
  });

  routes.get('/admin/users/:id', requireUser(deps), requireStaff(), (c) => {
    const user = findParticipant(deps.db, c.req.param('id'));
    if (!user) throw participantNotFound();
    const accommodation = accommodationsOfUser(deps.db, user.id);
    const history = listAuditForEntities(deps.db, [
      { type: 'user', id: user.id },
      ...accommodation.map((a) => ({ type: 'accommodation', id: a.id })),
    ]);
    return c.json({
      success: true,
      data: {
        user: toStaffUser(user),
        accommodation: accommodation.map(toPublicAccommodation),
        registrations: listRegistrationViews(deps.db, { userId: user.id }).rows,
        history,
        alsoUsedBy: otherUsersOfTransactionId(deps.db, user),
        proofAlsoUsedBy: proofTwins(deps.db, [user]).get(user.id) ?? [],
        statementMatch: statementMatchesOf(deps.db, [user.id]).get(user.id) ?? null,
        payment: paymentProofOf(user, deskStayFees(deps.db, [user.id]).get(user.id) ?? null),
        venue: venueActivityOf(deps.db, user),
        certificates: myCertificates(deps.db, user.id),
      },
    });
  });

  routes.put('/admin/verify-payment/:userId', requireUser(deps), requireRole('admin'), async (c) => {
    const decision = parseWith(paymentDecisionSchema, await readJson(c));
    const user = decidePayment(deps, c.get('user'), c.req.param('userId'), decision);
    const message = decision.status === 'verified' ? 'Payment verified successfully!' : 'Payment rejected';
    return c.json({ success: true, message, data: toStaffUser(user) });
  });

  /** Revoke a participant's entry pass (reason required) or restore it: scanners refuse a revoked pass. */
  routes.post('/admin/users/:id/revoke-pass', requireUser(deps), requireRole('admin'), async (c) => {
    const { reason } = parseWith(passRevocationSchema, await readJson(c));
    const user = revokePass(deps, c.get('user'), c.req.param('id'), reason);
    return c.json({ success: true, message: 'Pass revoked', data: toStaffUser(user) });
  });

  routes.post('/admin/users/:id/restore-pass', requireUser(deps), requireRole('admin'), (c) => {
    const user = restorePass(deps, c.get('user'), c.req.param('id'));
    return c.json({ success: true, message: 'Pass restored', data: toStaffUser(user) });
  });

  routes.post('/admin/bulk-verify', requireUser(deps), requireRole('admin'), async (c) => {
    const { userIds } = parseWith(bulkVerifySchema, await readJson(c));
    const { verified, skipped } = bulkVerifyPayments(deps, c.get('user'), userIds);
    // bulkVerifyPayments queues one outcome mail per verified participant.
    const mailsQueued = verified.length;
    return c.json({
      success: true,
      message: `Verified ${verified.length} payment${verified.length === 1 ? '' : 's'}; skipped ${skipped.length}. ${emailsQueued(mailsQueued)}`,
      verified: verified.map((u) => u.id),
      skipped,
      mailsQueued,
    });
  });

  routes.post('/admin/generate-participant-id/:userId', requireUser(deps), requireStaff(), (c) => {
    const { user, generated } = generateParticipantId(deps, c.get('user'), c.req.param('userId'));
    return c.json({
      success: true,
      message: generated
        ? `Generated participant ID ${user.participant_id}`
        : `Participant already has ID ${user.participant_id}`,
      generated,
      data: toStaffUser(user),
    });
  });

  routes.post('/admin/generate-participant-ids', requireUser(deps), requireStaff(), async (c) => {
    const { userIds } = parseWith(generateIdsSchema, await readJson(c));
    const { generated, skipped, mailsQueued } = generateParticipantIds(deps, c.get('user'), userIds);
    return c.json({
      success: true,
      // The alert text of docs/product.md#staff-alerts-and-texts, word for word; the queued pass mails are counted beside it.
      message: ADMIN_ALERTS.generatedIds(generated.length),
      count: generated.length,
      generated: generated.map((u) => ({ userId: u.id, participantId: u.participant_id })),
      skipped,
      mailsQueued,
    });
  });

  routes.post('/admin/bulk-email', requireUser(deps), requireRole('admin'), async (c) => {
    const { userIds, emailType } = parseWith(bulkEmailSchema, await readJson(c));
    const { mailsQueued, skipped } = sendBulkEmail(deps, c.get('user'), userIds, emailType);
    // Queued, not sent: delivery is reported by GET /admin/mail/status (docs/decisions/0036-mail.md).
    return c.json({
      success: true,
      message: emailsQueued(mailsQueued),
      mailsQueued,
      skipped,
      mailMode: deps.mailer.mode,
    });
  });

  routes.get('/admin/kit-stats', requireUser(deps), requireStaff(), (c) =>
    c.json({ success: true, kitsIssued: countKitsIssued(deps.db) }),
  );

  return routes;
}

const emailsQueued = (count: number) => `Emails queued: ${count}`;
