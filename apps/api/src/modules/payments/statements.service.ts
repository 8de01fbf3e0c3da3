import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import {
  STATEMENT_LIMITS,
  type StatementAnswer,
  type StatementColumnMapping,
  type StatementLineView,
  type StatementUserView,
} from '@symposium/schema/payment-statements';
import { proofAmountOf } from '@symposium/schema/payments';
import { writeTransaction, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { screenshotPath } from '../users/users.mapper';
import { deskStayFees } from './payments.repository';
import { applyDecision, mailOutcome } from './payments.service';
import { readStatementRows } from './statement-file';
import { findColumns, headerSignature, statementLines } from './statement-lines';
import { keysOf, matchStatementLines } from './statement-matching';
import {
  creditLinesOf,
  findStatement,
  insertStatement,
  matchCandidates,
  pendingWithoutLine,
  rememberedMapping,
  rememberMapping,
  setLineMatches,
  storeStatementLines,
  toLineView,
  usersByIds,
} from './statements.repository';

type Actor = Pick<UsersTable, 'id' | 'name'>;

const statementNotFound = () => new AppError(404, ErrorCode.STATEMENT_NOT_FOUND, M.statementNotFound);

/** The top of the file, for the admin to say which row is the header and which column holds what. */
const preview = (rows: readonly string[][]) =>
  rows
    .slice(0, STATEMENT_LIMITS.previewRows)
    .map((row) => row.slice(0, STATEMENT_LIMITS.previewColumns).map((cell) => cell.slice(0, 80)));

const columnsUnknown = (rows: readonly string[][], message: string) =>
  new AppError(422, ErrorCode.STATEMENT_COLUMNS_UNKNOWN, message, undefined, undefined, { preview: preview(rows) });

/** What a registration owes on its screenshot: the amount less a stay's fee the desk added after it paid. */
function duesOf(db: Db, users: readonly UsersTable[]): Map<string, number | null> {
  const fees = deskStayFees(
    db,
    users.map((u) => u.id),
  );
  return new Map(users.map((u) => [u.id, proofAmountOf(u.payment_amount, fees.get(u.id))]));
}

/**
 * Reads a bank or UPI statement, stores its lines (each once, whichever statements held it) and matches the credits
 * no earlier import matched against the registrations, all in one transaction. `mapping` is the admin's naming of
 * the columns when the file's own header could not tell them; it is remembered for that header.
 */
export async function importStatement(
  deps: AppDeps,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
  mapping: StatementColumnMapping | undefined,
): Promise<StatementAnswer> {
  const { db } = deps;
  const rows = await readStatementRows(file.bytes);
  const columns = mapping ?? findColumns(rows, (signature) => rememberedMapping(db, signature));
  if (!columns) throw columnsUnknown(rows, M.statementColumnsUnknown);
  if (mapping && !rows[mapping.headerRow]) throw columnsUnknown(rows, M.statementMappingInvalid);
  const lines = statementLines(rows, columns);
  if (lines.length === 0) throw columnsUnknown(rows, M.statementNoLines);

  const id = newId();
  writeTransaction(db, () => {
    const at = nowIso();
    if (mapping) rememberMapping(db, headerSignature(rows[mapping.headerRow]!), mapping, at);
    insertStatement(db, {
      id,
      file_name: file.name.slice(0, 200),
      line_count: lines.length,
      new_lines: 0,
      imported_by_id: actor.id,
      imported_by_name: actor.name,
      imported_at: at,
    });
    const added = storeStatementLines(db, id, lines);
    db.sqlite.prepare('update bank_statements set new_lines = ? where id = ?').run(added, id);

    // Lines an earlier import matched exactly keep their registration; the others are matched (again) against the
    // registrations as they stand now, so a registration made since an overlapping statement is found.
    const open = creditLinesOf(db, id).filter((line) => line.match_kind !== 'matched');
    const candidates = matchCandidates(db);
    const dues = duesOf(db, candidates);
    const matches = matchStatementLines(
      open.map((line) => ({
        lineId: line.id,
        text: `${line.reference} ${line.description}`,
        paise: line.amount_paise,
      })),
      candidates.map((u) => {
        const due = dues.get(u.id);
        return {
          userId: u.id,
          keys: keysOf(u.transaction_id, u.payment_reference),
          duePaise: due == null ? null : due * 100,
        };
      }),
    );
    const byLine = new Map(matches.map((m) => [m.lineId, m]));
    setLineMatches(
      db,
      open.map((line) => {
        const match = byLine.get(line.id);
        return { lineId: line.id, userId: match?.userId ?? null, kind: match?.kind ?? null };
      }),
      at,
    );
  });
  return statementAnswer(db, id);
}

function toStatementUser(u: UsersTable, due: number | null): StatementUserView {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    participantId: u.participant_id,
    paymentStatus: u.payment_status,
    paymentReference: u.payment_reference,
    transactionId: u.transaction_id,
    paymentScreenshot: u.payment_screenshot ? screenshotPath(u.payment_screenshot) : null,
    due,
  };
}

/** What a stored statement says now: its credit lines by outcome, and the pending payments no line names. */
export function statementAnswer(db: Db, id: string): StatementAnswer {
  const statement = findStatement(db, id);
  if (!statement) throw statementNotFound();
  const lines = creditLinesOf(db, id);
  const waiting = pendingWithoutLine(db);
  const named = usersByIds(
    db,
    lines.flatMap((l) => (l.match_user_id ? [l.match_user_id] : [])),
  );
  const dues = duesOf(db, [...named.values(), ...waiting]);
  const userView = (userId: string) => toStatementUser(named.get(userId)!, dues.get(userId) ?? null);

  const answer: StatementAnswer = {
    id,
    fileName: statement.file_name,
    importedAt: statement.imported_at,
    lineCount: statement.line_count,
    newLines: statement.new_lines,
    matched: [],
    amountMismatch: [],
    unmatchedLines: [],
    pendingWithoutLine: waiting.map((u) => toStatementUser(u, dues.get(u.id) ?? null)),
  };
  for (const row of lines) {
    const line = toLineView(row);
    const user = row.match_user_id && named.has(row.match_user_id) ? userView(row.match_user_id) : null;
    if (row.match_kind === 'matched' && user) answer.matched.push({ line, user });
    else if (row.match_kind === 'amount_mismatch' && user) {
      answer.amountMismatch.push({ line, user, due: user.due, paid: line.amount });
    } else answer.unmatchedLines.push(line);
  }
  return answer;
}

/** A line as the audit trail quotes it: '2026-10-01 · ₹749 · UTR 412345678901 · UPI/CR/…'. */
const lineInWords = (line: StatementLineView) =>
  [line.date ?? 'no date', `₹${line.amount}`, line.reference && `ref ${line.reference}`, line.description]
    .filter(Boolean)
    .join(' · ')
    .slice(0, 300);

/**
 * Verifies every registration the statement matched exactly that is still pending, in one transaction: audited per
 * participant as verified by statement match with the line, mailed as a single verification is. Answers how many.
 */
export function verifyMatched(deps: AppDeps, actor: Actor, statementId: string): { verified: number } {
  return writeTransaction(deps.db, () => {
    if (!findStatement(deps.db, statementId)) throw statementNotFound();
    const lines = creditLinesOf(deps.db, statementId).filter((l) => l.match_kind === 'matched' && l.match_user_id);
    const users = usersByIds(
      deps.db,
      lines.map((l) => l.match_user_id!),
    );
    const at = nowIso();
    const decision = { status: 'verified', notes: undefined } as const;
    let verified = 0;
    for (const line of lines) {
      const user = users.get(line.match_user_id!);
      if (!user || user.payment_status !== 'pending') continue;
      const after = applyDecision(deps, actor, user, decision, at, { statementLine: lineInWords(toLineView(line)) });
      mailOutcome(deps, after, decision);
      verified++;
    }
    return { verified };
  });
}
