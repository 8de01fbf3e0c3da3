import { editionTitle, reportByLabel } from '@symposium/schema/edition';
import { describe, expect, test } from 'vitest';
import {
  auditRows,
  decodeMail,
  freshAdminContextPerTest,
  insertParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';
import { TEST_EDITION } from '../../test-support/test-edition';

let ctx: TestContext;
let token: string;
freshAdminContextPerTest((fresh) => ({ ctx, token } = fresh));

// The edition the tests run under (test-support/test-edition.ts).
const TITLE = editionTitle(TEST_EDITION);

const send = (json: unknown, as = token) =>
  ctx.request('/api/v1/admin/bulk-email', { method: 'POST', token: as, json });

describe('POST /admin/bulk-email', () => {
  test('welcome, reminder and qr have templates; mail goes to the outbox; unknown ids are skipped', async () => {
    const withId = await insertParticipant(ctx, {
      email: 'idholder@example.com',
      payment_status: 'verified',
      participant_id: 'SYM25-0007',
    });
    const without = await insertParticipant(ctx, { email: 'waiting@example.com' });
    const res = await send({ userIds: [withId.id, without.id, 'ghost'], emailType: 'qr' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Emails queued: 2',
      mailsQueued: 2,
      skipped: [{ userId: 'ghost', reason: 'not found' }],
      mailMode: 'outbox',
    });
    const mails = (await ctx.outbox()).map(decodeMail);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.includes('To: idholder@example.com'))).toContain('Your participant ID is SYM25-0007');
    expect(mails.find((m) => m.includes('To: waiting@example.com'))).toContain('once your payment is verified');

    await send({ userIds: [without.id], emailType: 'welcome' });
    await send({ userIds: [without.id], emailType: 'Reminder' });
    const all = (await ctx.outbox()).map(decodeMail);
    expect(all).toHaveLength(4);
    expect(all.find((m) => m.includes(`Subject: Welcome to ${TITLE}`))).toContain('To: waiting@example.com');
    expect(all.find((m) => m.includes(`Subject: ${TITLE}: see you soon`))).toContain(
      // The test edition's reporting time is still ahead (admin-users.mails.test.ts holds both wordings).
      `Please report to the registration desk by ${reportByLabel(TEST_EDITION)} with your entry pass.`,
    );
  });

  test('the qr mail to a participant whose pass was revoked says so, instead of asking them to show it', async () => {
    const revoked = await insertParticipant(ctx, {
      email: 'revoked@example.com',
      payment_status: 'verified',
      participant_id: 'SYM25-0009',
      pass_revoked_at: new Date().toISOString(),
      pass_revoked_reason: 'Shared the pass',
    });
    expect((await send({ userIds: [revoked.id], emailType: 'qr' })).status).toBe(200);
    const [mail] = (await ctx.outbox()).map(decodeMail);
    expect(mail).toContain(
      'Your entry pass (participant ID SYM25-0009) has been revoked: it is not accepted at the registration desk or at events.',
    );
    expect(mail).not.toContain('show or download your entry pass');
  });

  test('any other type is sent as a note with that text, and the send is audited', async () => {
    const user = await insertParticipant(ctx);
    await send({ userIds: [user.id], emailType: 'Venue changed to Hall B' });
    const [mail] = (await ctx.outbox()).map(decodeMail);
    expect(mail).toContain(`Subject: ${TITLE}: Venue changed to Hall B`);
    expect(mail).toContain(`A message from the ${TITLE} organisers: Venue changed to Hall B`);
    expect(auditRows(ctx)).toMatchObject([
      {
        action: 'users.bulk-email',
        actor_name: 'Administrator',
        after: { emailType: 'Venue changed to Hall B', recipients: 1 },
      },
    ]);
  });

  test('nobody to mail is a 400 with a clear message, not "Emails sent successfully!" with sent: 0', async () => {
    const coordinator = await signInStaff(ctx, 'coordinator');
    const res = await send({ userIds: ['ghost', coordinator.id], emailType: 'welcome' });
    expect(res).toMatchObject({
      status: 400,
      json: {
        success: false,
        error: 'NO_ELIGIBLE_USERS',
        message: 'No email was sent: none of the selected accounts is a participant.',
      },
    });
    expect(await ctx.outbox()).toEqual([]);
    expect(auditRows(ctx)).toEqual([]);
  });

  test('needs recipients and a type; admin only', async () => {
    const user = await insertParticipant(ctx);
    expect((await send({ userIds: [], emailType: 'welcome' })).status).toBe(400);
    expect((await send({ userIds: [user.id], emailType: ' ' })).json.message).toBe('Please choose an email type');
    const { token: coordinator } = await signInStaff(ctx, 'coordinator');
    expect((await send({ userIds: [user.id], emailType: 'welcome' }, coordinator)).status).toBe(403);
    expect(await ctx.outbox()).toEqual([]);
  });
});
