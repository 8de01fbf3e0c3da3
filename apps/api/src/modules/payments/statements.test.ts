import { M } from '@symposium/schema/messages';
import { describe, expect, test } from 'vitest';
import type { UsersTable } from '../../db/database';
import {
  hdfcStatementCsv,
  iciciStatementXlsx,
  isoDay,
  kotakStatementCsv,
  sbiStatementCsv,
  upiCredit,
  upiDebit,
  type BankTxn,
} from '../../test-support/bank-statements';
import {
  auditRows,
  freshAdminContextPerTest,
  insertParticipant,
  PNG_BYTES,
  signInStaff,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(body: string | Buffer, name: string, type = CSV, extra: Record<string, string> = {}, as = token) {
  const form = new FormData();
  form.set('file', new File([body], name, { type }));
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return ctx.request('/api/v1/admin/payments/statements', { method: 'POST', token: as, body: form });
}

/**
 * The desk's week: Kavya paid 749 with her reference in the note; Arun's app dropped the note, but he typed the UTR
 * as his transaction ID; Meena paid 599 where 749 was due; Farhan has not paid; a stranger's credit and two debits.
 */
async function theWeek() {
  const kavya = await insertParticipant(ctx, {
    name: 'Kavya Raman',
    payment_amount: 749,
    registration_type: 'both',
    transaction_id: '612345678901',
    payment_reference: 'K7QM4TZP',
  });
  const arun = await insertParticipant(ctx, {
    name: 'Arun Kumar',
    payment_amount: 449,
    transaction_id: '612398765432',
    payment_reference: 'W9XR3CEH',
  });
  const meena = await insertParticipant(ctx, {
    name: 'Meena Iyer',
    payment_amount: 749,
    transaction_id: 'T2610031045',
    payment_reference: 'PD6HUJ2N',
  });
  const farhan = await insertParticipant(ctx, {
    name: 'Farhan Ali',
    payment_amount: 299,
    transaction_id: '612300001111',
    payment_reference: 'Q4ZT8MBV',
  });
  const txns: BankTxn[] = [
    upiDebit(1, 1200, '612211110000'),
    upiCredit(
      2,
      749,
      { name: 'Kavya Raman', vpa: 'kavya.r@okaxis', utr: '627512340001' },
      'K7QM4TZP MECH SYMPOSIUM 25-26 both + stay',
    ),
    upiCredit(3, 449, { name: 'Arun K', vpa: 'arunk@ybl', utr: '612398765432' }, 'Payment from PhonePe'),
    upiCredit(
      3,
      599,
      { name: 'Meena Iyer', vpa: 'meena99@okicici', utr: '627500002222' },
      'PD6HUJ2N MECH SYMPOSIUM 25-26',
    ),
    upiCredit(4, 1000, { name: 'Suresh Babu', vpa: 'suresh@paytm', utr: '627511113333' }, 'Hostel fees'),
    upiDebit(5, 350.5, '612299990000'),
  ];
  return { kavya, arun, meena, farhan, txns };
}

const names = (list: { user: { name: string } }[]) => list.map((m) => m.user.name);
const statusOf = (u: UsersTable) =>
  (ctx.deps.db.sqlite.prepare('select payment_status s from users where id = ?').get(u.id) as { s: string }).s;
const lineCount = () => (ctx.deps.db.sqlite.prepare('select count(*) n from statement_lines').get() as { n: number }).n;

describe('POST /admin/payments/statements', () => {
  test('an HDFC CSV under its preamble: reference in the narration, UTR in the reference column, a short payment, a stranger, debits left out', async () => {
    const { kavya, arun, meena, farhan, txns } = await theWeek();
    const res = await upload(hdfcStatementCsv(txns), 'Acct_Statement_XX6789_01112026.csv');
    expect(res.status).toBe(201);
    const data = res.json.data;
    expect(data).toMatchObject({ lineCount: 6, newLines: 6 });
    expect(data.matched).toEqual([
      {
        line: expect.objectContaining({ date: isoDay(2), amount: 749, reference: '0000627512340001' }),
        user: expect.objectContaining({ id: kavya.id, name: 'Kavya Raman', due: 749, paymentReference: 'K7QM4TZP' }),
      },
      {
        line: expect.objectContaining({ date: isoDay(3), amount: 449, reference: '0000612398765432' }),
        user: expect.objectContaining({ id: arun.id, paymentStatus: 'pending' }),
      },
    ]);
    expect(data.amountMismatch).toEqual([
      {
        line: expect.objectContaining({ date: isoDay(3), amount: 599 }),
        user: expect.objectContaining({ id: meena.id }),
        due: 749,
        paid: 599,
      },
    ]);
    expect(data.unmatchedLines).toEqual([
      expect.objectContaining({ date: isoDay(4), amount: 1000, description: expect.stringContaining('SURESH BABU') }),
    ]);
    expect(data.pendingWithoutLine.map((u: any) => u.id)).toEqual([farhan.id]);
    // Nothing is verified by an import.
    expect([kavya, arun, meena].map(statusOf)).toEqual(['pending', 'pending', 'pending']);
  });

  test('the same statement again adds no line and answers the same; an overlapping one adds only its new lines', async () => {
    const { txns } = await theWeek();
    const first = await upload(hdfcStatementCsv(txns), 'october.csv');
    const again = await upload(hdfcStatementCsv(txns), 'october (1).csv');
    expect(again.status).toBe(201);
    expect(again.json.data.newLines).toBe(0);
    expect(again.json.data.id).not.toBe(first.json.data.id);
    const outcome = (d: any) => ({
      matched: d.matched,
      amountMismatch: d.amountMismatch,
      unmatchedLines: d.unmatchedLines,
      pendingWithoutLine: d.pendingWithoutLine,
    });
    expect(outcome(again.json.data)).toEqual(outcome(first.json.data));
    expect(lineCount()).toBe(6);

    // The next statement starts on the 4th (overlap: the 4th and 5th) and adds Farhan's payment.
    const farhanPays = upiCredit(
      6,
      299,
      { name: 'Farhan Ali', vpa: 'farhan@okhdfcbank', utr: '627544445555' },
      'Q4ZT8MBV MECH SYMPOSIUM',
    );
    const overlap = await upload(hdfcStatementCsv([...txns.slice(4), farhanPays]), 'october-2.csv');
    expect(overlap.json.data.newLines).toBe(1);
    expect(lineCount()).toBe(7);
    expect(names(overlap.json.data.matched)).toEqual(['Farhan Ali']);
    expect(overlap.json.data.unmatchedLines.map((l: any) => l.amount)).toEqual([1000]);
    expect(overlap.json.data.pendingWithoutLine).toEqual([]);
  });

  test('an SBI CSV with separate Debit and Credit columns and 01-Oct-2026 dates', async () => {
    const { kavya, meena, farhan, txns } = await theWeek();
    const res = await upload(sbiStatementCsv(txns), '1761976543210_XXXXXXX7890.csv');
    expect(res.status).toBe(201);
    const data = res.json.data;
    expect(data.lineCount).toBe(6);
    // SBI's reference column holds no UTR; the narration does.
    expect(names(data.matched)).toEqual(['Kavya Raman', 'Arun Kumar']);
    expect(data.matched[0].user.id).toBe(kavya.id);
    expect(data.matched[0].line.date).toBe(isoDay(2));
    expect(data.amountMismatch.map((m: any) => [m.user.id, m.due, m.paid])).toEqual([[meena.id, 749, 599]]);
    expect(data.unmatchedLines.map((l: any) => l.amount)).toEqual([1000]);
    expect(data.pendingWithoutLine.map((u: any) => u.id)).toEqual([farhan.id]);
  });

  test('a Kotak CSV with one Amount column and a Dr / Cr marker', async () => {
    const { txns } = await theWeek();
    const res = await upload(kotakStatementCsv(txns), 'Statement_1234567890.csv');
    expect(res.status).toBe(201);
    expect(names(res.json.data.matched)).toEqual(['Kavya Raman', 'Arun Kumar']);
    expect(names(res.json.data.amountMismatch)).toEqual(['Meena Iyer']);
    // The two debits (1,200.00 and 350.50 DR) are no credit anybody must explain.
    expect(res.json.data.unmatchedLines.map((l: any) => l.amount)).toEqual([1000]);
  });

  test('an ICICI XLSX with date cells and numeric amounts', async () => {
    const { txns } = await theWeek();
    const res = await upload(await iciciStatementXlsx(txns), 'OpTransactionHistory01-11-2026.xlsx', XLSX);
    expect(res.status).toBe(201);
    expect(res.json.data.lineCount).toBe(6);
    expect(names(res.json.data.matched)).toEqual(['Kavya Raman', 'Arun Kumar']);
    expect(res.json.data.matched[0].line).toMatchObject({ date: isoDay(2), amount: 749 });
    expect(names(res.json.data.amountMismatch)).toEqual(['Meena Iyer']);
    expect(res.json.data.unmatchedLines.map((l: any) => l.amount)).toEqual([1000]);
  });

  test('a line never matches twice, nor a registration: friends sharing one UTR, a payment sent twice', async () => {
    const shared = { payment_amount: 449, transaction_id: '612377778888' };
    const anu = await insertParticipant(ctx, { ...shared, name: 'Anu', payment_reference: 'ANU2345X' });
    const bala = await insertParticipant(ctx, { ...shared, name: 'Bala', payment_reference: 'BALA234X' });
    const chandra = await insertParticipant(ctx, {
      name: 'Chandra',
      payment_amount: 299,
      transaction_id: '612366665555',
      payment_reference: 'CHN4DRA2',
    });
    const payer = { name: 'Anu S', vpa: 'anu@okaxis', utr: '612377778888' };
    const twice = { name: 'Chandra', vpa: 'chandra@ybl', utr: '627566667777' };
    const res = await upload(
      hdfcStatementCsv([
        upiCredit(2, 449, payer, 'Symposium fee'),
        upiCredit(3, 299, twice, 'CHN4DRA2 MECH SYMPOSIUM'),
        upiCredit(3, 299, { ...twice, utr: '627566667778' }, 'CHN4DRA2 MECH SYMPOSIUM'),
      ]),
      'statement.csv',
    );
    const data = res.json.data;
    expect(data.matched.map((m: any) => m.user.id)).toEqual([anu.id, chandra.id]);
    expect(data.amountMismatch).toEqual([]);
    expect(data.unmatchedLines.map((l: any) => l.reference)).toEqual(['0000627566667778']);
    expect(data.pendingWithoutLine.map((u: any) => u.id)).toEqual([bala.id]);
    expect(new Set(data.matched.map((m: any) => m.line.id)).size).toBe(2);
  });

  test('a layout it cannot read asks for the columns; the mapping given is used and remembered', async () => {
    await insertParticipant(ctx, { name: 'Kavya Raman', payment_amount: 749, payment_reference: 'K7QM4TZP' });
    const odd = [
      ['Passbook export'],
      ['When', 'What happened', 'In (Rs)', 'Out (Rs)'],
      ['02/10/2026', 'UPI/627512340001/K7QM4TZP MECH SYMPOSIUM/kavya.r@okaxis', '749.00', ''],
      ['03/10/2026', 'UPI/627512340002/Canteen', '', '120.00'],
    ]
      .map((r) => r.join(','))
      .join('\n');
    const asked = await upload(odd, 'passbook.csv');
    expect(asked.status).toBe(422);
    expect(asked.json).toMatchObject({
      success: false,
      error: 'STATEMENT_COLUMNS_UNKNOWN',
      message: M.statementColumnsUnknown,
    });
    expect(asked.json.preview[1]).toEqual(['When', 'What happened', 'In (Rs)', 'Out (Rs)']);

    const mapping = JSON.stringify({ headerRow: 1, date: 0, description: 1, credit: 2, debit: 3 });
    const mapped = await upload(odd, 'passbook.csv', CSV, { mapping });
    expect(mapped.status).toBe(201);
    expect(names(mapped.json.data.matched)).toEqual(['Kavya Raman']);

    // The next export of that layout needs no mapping.
    const next = await upload(`${odd}\n04/10/2026,UPI/627512340003/Refund,50.00,`, 'passbook-2.csv');
    expect(next.status).toBe(201);
    expect(next.json.data.newLines).toBe(1);
  });

  test('refuses what is no statement with a clear 4xx', async () => {
    const png = await upload(PNG_BYTES, 'statement.png', 'image/png');
    expect(png.status).toBe(415);
    expect(png.json.error).toBe('STATEMENT_UNREADABLE');
    const missing = new FormData();
    const none = await ctx.request('/api/v1/admin/payments/statements', { method: 'POST', token, body: missing });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(M.statementRequired);
    const badMapping = await upload('Date,Narration\n', 'x.csv', CSV, { mapping: '{nope' });
    expect(badMapping.status).toBe(400);
  });
});

describe('POST /admin/payments/statements/:id/verify-matched', () => {
  test('verifies exactly the matched pending registrations, audited with the line and mailed; a second call finds none', async () => {
    const { kavya, arun, meena, farhan, txns } = await theWeek();
    const imported = await upload(hdfcStatementCsv(txns), 'october.csv');
    const id = imported.json.data.id;
    const res = await ctx.request(`/api/v1/admin/payments/statements/${id}/verify-matched`, { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { verified: 2 }, message: M.statementVerified(2) });
    expect([kavya, arun, meena, farhan].map(statusOf)).toEqual(['verified', 'verified', 'pending', 'pending']);

    const audits = auditRows(ctx).filter((r) => r.action === 'payment.verify-statement');
    expect(audits.map((a) => a.entity_id).sort()).toEqual([kavya.id, arun.id].sort());
    const kavyaAudit = audits.find((a) => a.entity_id === kavya.id)!;
    expect(kavyaAudit.after).toMatchObject({
      paymentStatus: 'verified',
      statementLine: expect.stringContaining('₹749'),
    });
    expect(kavyaAudit.after.statementLine).toContain('0000627512340001');
    const mails = ctx.deps.db.sqlite.prepare("select user_id from mail_queue where kind = 'payment-verified'").all();
    expect(mails.map((m: any) => m.user_id).sort()).toEqual([kavya.id, arun.id].sort());

    const again = await ctx.request(`/api/v1/admin/payments/statements/${id}/verify-matched`, {
      method: 'POST',
      token,
    });
    expect(again.json.data.verified).toBe(0);
    // The statement still shows what matched, now verified.
    const answer = await ctx.request(`/api/v1/admin/payments/statements/${id}`, { token });
    expect(answer.json.data.matched.map((m: any) => m.user.paymentStatus)).toEqual(['verified', 'verified']);
  });

  test('an unknown statement is a 404', async () => {
    const res = await ctx.request('/api/v1/admin/payments/statements/nope/verify-matched', { method: 'POST', token });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('STATEMENT_NOT_FOUND');
  });
});

test('statements are for admins: coordinators are refused (403), anonymous callers 401, before anything is read', async () => {
  const { txns } = await theWeek();
  const { token: coordinator } = await signInStaff(ctx, 'coordinator');
  const imported = await upload(hdfcStatementCsv(txns), 'october.csv');
  const id = imported.json.data.id;
  expect((await upload(hdfcStatementCsv(txns), 'october.csv', CSV, {}, coordinator)).status).toBe(403);
  expect((await ctx.request(`/api/v1/admin/payments/statements/${id}`, { token: coordinator })).status).toBe(403);
  const verify = `/api/v1/admin/payments/statements/${id}/verify-matched`;
  expect((await ctx.request(verify, { method: 'POST', token: coordinator })).status).toBe(403);
  expect((await ctx.request(verify, { method: 'POST' })).status).toBe(401);
  expect(auditRows(ctx).filter((r) => r.action === 'payment.verify-statement')).toEqual([]);
});
