// `npm run bench:statements` (part of `npm run bench`): imports and matches a 10,000-line bank statement against
// 10,000 pending registrations through the real app (app.request: auth, multipart, the whole Hono stack), then
// imports it again (every line known) and verifies the matched ones. The statement is an HDFC-like CSV written by the
// API tests' template: most credits carry the payment reference in the narration or the UTR the participant typed,
// some are short, some are nobody's, some are debits. Prints the times; docs/performance.md records them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newPaymentReference } from '@symposium/schema/payment-reference';
import { createApp } from '../src/app';
import { loadEnv } from '../src/env';
import { hashPassword } from '../src/lib/passwords';
import { createServices } from '../src/services';
import { newUserRow } from '../src/modules/users/users.repository';
import { hdfcStatementCsv, type BankTxn } from '../src/test-support/bank-statements';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 10_000);
const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const ADMIN = { email: 'bench-admin@symposium.local', password: 'bench-password-1' };
const FEES = [299, 449, 749] as const;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-bench-statements-'));
  try {
    const env = loadEnv({
      DATA_DIR: dataDir,
      SCRYPT_LOG_N: '14',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const { deps } = await createServices(env);
    const passwordHash = await hashPassword('demo-pass', 14);

    // Registrations: each with a reference and a 12-digit UTR as its transaction ID.
    const people = Array.from({ length: REGISTRATIONS }, (_, i) => ({
      reference: newPaymentReference(),
      utr: String(612000000000 + i * 7919),
      amount: FEES[i % 3]!,
      name: `Participant ${i}`,
    }));
    const insert = deps.db.sqlite.prepare(
      `insert into users (id, name, email, phone, college, department, year, college_location, roll_number,
         participant_id, pass_data, password_hash, role, payment_status, payment_amount, transaction_id,
         payment_reference, payment_screenshot, payment_proof_hash, payment_proof_group, registration_type,
         rejection_reason, payment_notes, disabled_at, pass_revoked_at, pass_revoked_reason, created_at, updated_at,
         verified_at, kit_issued_at)
       values (@id, @name, @email, @phone, @college, @department, @year, @college_location, @roll_number,
         @participant_id, @pass_data, @password_hash, @role, @payment_status, @payment_amount, @transaction_id,
         @payment_reference, @payment_screenshot, @payment_proof_hash, @payment_proof_group, @registration_type,
         @rejection_reason, @payment_notes, @disabled_at, @pass_revoked_at, @pass_revoked_reason, @created_at,
         @updated_at, @verified_at, @kit_issued_at)`,
    );
    deps.db.sqlite.transaction(() => {
      people.forEach((p, i) => {
        insert.run(
          newUserRow(
            {
              name: p.name,
              email: `p${i}@bench.example`,
              password_hash: passwordHash,
              role: 'user',
              payment_amount: p.amount,
              transaction_id: p.utr,
              payment_reference: p.reference,
              registration_type: 'general',
            },
            new Date(Date.UTC(2026, 8, 1) + i * 1000).toISOString(),
          ),
        );
      });
    })();

    // The statement: 90 % pay right (half with the reference in the note, half by UTR only), 5 % short, 3 % nobody's,
    // 2 % debits.
    const txns: BankTxn[] = Array.from({ length: LINES }, (_, i) => {
      const person = people[i % people.length]!;
      const date = new Date(Date.UTC(2026, 9, 1 + Math.floor((i / LINES) * 28), 10));
      const slot = i % 100;
      if (slot < 2) {
        return {
          date,
          kind: 'debit',
          amount: 1200,
          name: 'Caterer',
          vpa: 'caterer@okhdfcbank',
          utr: `5${i}`,
          note: '',
        };
      }
      if (slot < 5) {
        return { date, kind: 'credit', amount: 1000, name: 'Someone', vpa: 'x@ybl', utr: `7${1e11 + i}`, note: 'fees' };
      }
      const amount = slot < 10 ? person.amount - 50 : person.amount;
      const byReference = slot % 2 === 0;
      return {
        date,
        kind: 'credit',
        amount,
        name: person.name,
        vpa: `p${i}@okaxis`,
        utr: byReference ? String(627000000000 + i) : person.utr,
        note: byReference ? `${person.reference} MECH SYMPOSIUM` : 'Payment from PhonePe',
      };
    });
    const csv = hdfcStatementCsv(txns);

    const app = createApp(deps);
    const login = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, rememberMe: false }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    async function upload(label: string) {
      const form = new FormData();
      form.set('file', new File([csv], 'statement.csv', { type: 'text/csv' }));
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const res = await app.request('/api/v1/admin/payments/statements', { method: 'POST', headers, body: form });
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const { data } = (await res.json()) as { data: any };
      console.log(
        // CPU time beside the wall time: on a machine shared with other work the wall time says more about the others.
        `${label.padEnd(36)} ${(ms / 1000).toFixed(2).padStart(6)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU  (${res.status}; ${data.lineCount} lines, ${data.newLines} new; ` +
          `matched ${data.matched.length}, amount mismatch ${data.amountMismatch.length}, unmatched ${data.unmatchedLines.length}, ` +
          `pending without a line ${data.pendingWithoutLine.length}; ${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
      );
      return data.id as string;
    }

    console.log(`${REGISTRATIONS} pending registrations, a ${LINES}-line statement:`);
    const id = await upload('import and match');
    await upload('import again (every line known)');
    const t0 = performance.now();
    const res = await app.request(`/api/v1/admin/payments/statements/${id}/verify-matched`, {
      method: 'POST',
      headers,
    });
    const { data } = (await res.json()) as { data: { verified: number } };
    console.log(
      `${'verify matched'.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(6)} s  (${data.verified} verified, mails queued)`,
    );
    deps.db.sqlite.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
