import type {
  PaymentStatementMatch,
  StatementColumnMapping,
  StatementLineView,
} from '@symposium/schema/payment-statements';
import { sql } from 'kysely';
import { all, first, run, type Db } from '../../db/client';
import type { BankStatementsTable, StatementLinesTable, UsersTable } from '../../db/database';
import type { ParsedLine } from './statement-lines';

type LineRow = Pick<
  StatementLinesTable,
  'txn_date' | 'description' | 'reference' | 'amount_paise' | 'match_kind' | 'match_user_id'
> & { id: number };

export const toLineView = (row: LineRow): StatementLineView => ({
  id: row.id,
  date: row.txn_date,
  description: row.description,
  reference: row.reference,
  amount: row.amount_paise / 100,
});

export function rememberedMapping(db: Db, signature: string): StatementColumnMapping | undefined {
  const row = first(
    db,
    db.kysely.selectFrom('statement_mappings').select('mapping').where('header_signature', '=', signature),
  );
  return row ? (JSON.parse(row.mapping) as StatementColumnMapping) : undefined;
}

export function rememberMapping(db: Db, signature: string, mapping: StatementColumnMapping, at: string) {
  run(
    db,
    db.kysely
      .insertInto('statement_mappings')
      .values({ header_signature: signature, mapping: JSON.stringify(mapping), saved_at: at })
      .onConflict((oc) =>
        oc.column('header_signature').doUpdateSet({ mapping: JSON.stringify(mapping), saved_at: at }),
      ),
  );
}

export function insertStatement(db: Db, row: BankStatementsTable) {
  run(db, db.kysely.insertInto('bank_statements').values(row));
}

export function findStatement(db: Db, id: string): BankStatementsTable | undefined {
  return first(db, db.kysely.selectFrom('bank_statements').selectAll().where('id', '=', id));
}

/**
 * Stores the file's lines, each once whichever statements held it, and links them to this statement in file order.
 * Answers how many were new. Prepared statements: a 10,000-line file is 30,000 statements in one transaction.
 */
export function storeStatementLines(db: Db, statementId: string, lines: readonly ParsedLine[]): number {
  const insert = db.sqlite.prepare(
    `insert into statement_lines (checksum, first_statement_id, txn_date, description, reference, direction, amount_paise)
     values (?, ?, ?, ?, ?, ?, ?) on conflict (checksum) do nothing`,
  );
  const idOf = db.sqlite.prepare('select id from statement_lines where checksum = ?').pluck();
  const link = db.sqlite.prepare(
    'insert or ignore into bank_statement_lines (statement_id, line_id, position) values (?, ?, ?)',
  );
  let added = 0;
  lines.forEach((line, position) => {
    added += insert.run(
      line.checksum,
      statementId,
      line.date,
      line.description,
      line.reference,
      line.direction,
      line.paise,
    ).changes;
    link.run(statementId, idOf.get(line.checksum), position);
  });
  return added;
}

const lineColumns = [
  'statement_lines.id',
  'txn_date',
  'description',
  'reference',
  'amount_paise',
  'match_kind',
  'match_user_id',
] as const;

/** The statement's credit lines in file order (debits are never matched). */
export function creditLinesOf(db: Db, statementId: string): LineRow[] {
  return all(
    db,
    db.kysely
      .selectFrom('bank_statement_lines')
      .innerJoin('statement_lines', 'statement_lines.id', 'bank_statement_lines.line_id')
      .select([...lineColumns])
      .where('bank_statement_lines.statement_id', '=', statementId)
      .where('statement_lines.direction', '=', 'credit')
      .orderBy('bank_statement_lines.position'),
  );
}

export function setLineMatches(
  db: Db,
  matches: readonly { lineId: number; userId: string | null; kind: StatementLinesTable['match_kind'] }[],
  at: string,
) {
  const update = db.sqlite.prepare(
    'update statement_lines set match_kind = ?, match_user_id = ?, matched_at = ? where id = ?',
  );
  for (const m of matches) update.run(m.kind, m.userId, m.kind ? at : null, m.lineId);
}

/**
 * The registrations a line may still explain: pending payments, and verified ones that no line explains yet (a
 * payment verified by hand still explains its credit). A registration some line matched exactly is taken.
 */
export function matchCandidates(db: Db): UsersTable[] {
  return all(
    db,
    db.kysely
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'user')
      .where('payment_status', 'in', ['pending', 'verified'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('statement_lines')
              .select(sql`1`.as('one'))
              .whereRef('statement_lines.match_user_id', '=', 'users.id')
              .where('statement_lines.match_kind', '=', 'matched'),
          ),
        ),
      )
      .orderBy('created_at')
      .orderBy('id'),
  );
}

/** Pending payments that no statement line names at all (matched or with another amount). */
export function pendingWithoutLine(db: Db): UsersTable[] {
  return all(
    db,
    db.kysely
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'user')
      .where('payment_status', '=', 'pending')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('statement_lines')
              .select(sql`1`.as('one'))
              .whereRef('statement_lines.match_user_id', '=', 'users.id'),
          ),
        ),
      )
      .orderBy('created_at')
      .orderBy('id'),
  );
}

const CHUNK = 500;

export function usersByIds(db: Db, ids: readonly string[]): Map<string, UsersTable> {
  const out = new Map<string, UsersTable>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = all(
      db,
      db.kysely
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', unique.slice(i, i + CHUNK)),
    );
    for (const row of rows) out.set(row.id, row);
  }
  return out;
}

/**
 * Per registration, the statement line that names it: an exact match before an amount mismatch, the latest first.
 * The verify modal and the participant details show it.
 */
export function statementMatchesOf(db: Db, userIds: readonly string[]): Map<string, PaymentStatementMatch> {
  const out = new Map<string, PaymentStatementMatch>();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = all(
      db,
      db.kysely
        .selectFrom('statement_lines')
        .select([...lineColumns])
        .where('match_user_id', 'in', userIds.slice(i, i + CHUNK))
        .orderBy('matched_at', 'desc')
        .orderBy('id', 'desc'),
    );
    for (const row of rows) {
      const known = out.get(row.match_user_id!);
      if (known && !(known.kind === 'amount_mismatch' && row.match_kind === 'matched')) continue;
      out.set(row.match_user_id!, { kind: row.match_kind!, line: toLineView(row) });
    }
  }
  return out;
}
