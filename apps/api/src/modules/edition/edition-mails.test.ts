import { describe, expect, test } from 'vitest';
import {
  adminToken,
  createTestContextForThisTest,
  decodeMail,
  registerParticipant,
  type TestContext,
} from '../../test-support/context';

/** A mail's subject line and body, decoded: the headers' dates and ids are the mailer's, not the edition's. */
function subjectAndBody(raw: string): string {
  const mail = decodeMail(raw);
  const end = mail.search(/\r?\n\r?\n/);
  const subject = mail
    .slice(0, end)
    .split(/\r?\n/)
    .find((line) => line.startsWith('Subject: '));
  return `${subject}\n${mail.slice(end)}`;
}

const OLD_TRACES = ['MECH SYMPOSIUM', '25-26', 'October 23', '23 October', '9:00 AM', '2025', '2031', 'SYM25'];

async function mailsSince(ctx: TestContext, seen: number): Promise<string[]> {
  return (await ctx.outbox()).slice(seen).map(subjectAndBody);
}

describe('mails are written with the edition an admin saved, not the one they were first written for', () => {
  test('registration received, pass ready, payment rejected and the reminder name the new edition and nothing of the old', async () => {
    const ctx = await createTestContextForThisTest({});
    const admin = await adminToken(ctx);
    const saved = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: admin,
      json: {
        edition: {
          name: 'GEARFEST',
          label: '26-27',
          startDate: '2032-02-12',
          endDate: '2032-02-14',
          reportBy: '08:30',
          participantIdPrefix: 'GF26',
          venue: { name: 'Main Auditorium' },
          supportEmail: 'help@gearfest.example',
        },
      },
    });
    expect(saved.status).toBe(200);

    const asha = await registerParticipant(ctx, { email: 'asha@example.com' });
    const [received] = await mailsSince(ctx, 0);
    expect(received).toContain('Subject: GEARFEST 26-27: registration received');
    expect(received).toContain('We have received your registration for GEARFEST 26-27 (February 12–14, 2032).');

    const ravi = await registerParticipant(ctx, {
      email: 'ravi@example.com',
      phone: '9876500001',
      transactionId: 'UPI-654321',
    });
    expect(
      (await ctx.request(`/api/v1/admin/payments/${asha.id}/verify`, { method: 'PUT', token: admin, json: {} })).status,
    ).toBe(200);
    const rejected = await ctx.request(`/api/v1/admin/payments/${ravi.id}/reject`, {
      method: 'PUT',
      token: admin,
      json: { reason: 'No such transaction' },
    });
    expect(rejected.status).toBe(200);
    expect(
      (await ctx.request(`/api/v1/admin/generate-participant-id/${asha.id}`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    expect(
      (
        await ctx.request('/api/v1/admin/bulk-email', {
          method: 'POST',
          token: admin,
          json: { userIds: [asha.id], emailType: 'reminder' },
        })
      ).status,
    ).toBe(200);

    const mails = await mailsSince(ctx, 0);
    expect(mails).toHaveLength(6);
    const find = (subject: string) => mails.find((m) => m.startsWith(`Subject: GEARFEST 26-27: ${subject}`));
    expect(find('your entry pass is ready')).toContain('Your participant ID is GF26-0001.');
    // The test's clock is before 12 February 2032: the desk time is still ahead.
    expect(find('your entry pass is ready')).toContain(
      'Show it at the registration desk by 8:30 AM on 12 February to collect your kit.',
    );
    expect(find('payment verified')).toContain(
      'Your payment for GEARFEST 26-27 (February 12–14, 2032) has been verified.',
    );
    expect(find('payment could not be verified')).toContain('Questions? Write to help@gearfest.example.');
    expect(find('see you soon')).toContain(
      'A reminder: GEARFEST 26-27 runs on February 12–14, 2032 at Main Auditorium.',
    );
    expect(find('see you soon')).toContain('by 8:30 AM on 12 February');
    for (const mail of mails) for (const trace of OLD_TRACES) expect(mail).not.toContain(trace);
  });
});
