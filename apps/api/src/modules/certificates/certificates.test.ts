import { CERTIFICATE_ID_PATTERN, compareCertificates } from '@symposium/schema/certificates';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  auditRows,
  freshAdminContextPerTest,
  decodeMail,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import { afterTheGames } from './after-the-games-kit';

let ctx: TestContext;
let admin: string;
let day: Awaited<ReturnType<typeof afterTheGames>>;
freshAdminContextPerTest((fresh) => ({ ctx, token: admin } = fresh));
beforeEach(async () => {
  day = await afterTheGames(ctx);
});

const release = (token = admin) => ctx.request('/api/v1/admin/certificates/release', { method: 'POST', token });
const mine = async (userId: string) =>
  (await ctx.request('/api/v1/certificates/mine', { token: await tokenFor(ctx, userId) })).json.data as any[];
const certificateMails = async () =>
  (await ctx.outbox()).map(decodeMail).filter((m) => /your certificates? (is|are) ready/.test(m));
const resultPath = () => `/api/v1/admin/results/event/${day.event.id}`;

async function publishKavyaFirst() {
  const winners = [{ position: 1, participantIds: [day.kavya.participant_id] }];
  expect((await ctx.request(resultPath(), { method: 'PUT', token: admin, json: { winners } })).status).toBe(200);
  expect((await ctx.request(`${resultPath()}/publish`, { method: 'POST', token: admin })).status).toBe(200);
}

describe('releasing certificates', () => {
  test('issues a certificate for each item attended and none for anything not attended', async () => {
    expect(await mine(day.kavya.id)).toEqual([]);
    const res = await release();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: '5 certificates issued; 3 participants told by mail',
      data: { issued: 5, mailed: 3, byKind: { participation: 3, workshop: 2, merit: 0 } },
    });

    const kavya = await mine(day.kavya.id);
    expect(kavya.map((c) => [c.kind, c.item.name]).sort()).toEqual(
      [
        ['participation', day.event.name],
        ['workshop', day.workshop.title],
      ].sort(),
    );
    expect(kavya[0]).toEqual({
      id: expect.stringMatching(CERTIFICATE_ID_PATTERN),
      kind: expect.any(String),
      item: { id: expect.any(String), name: expect.any(String), type: expect.any(String) },
      issuedAt: expect.any(String),
      revoked: false,
    });
    // Arjun was admitted anyway to the workshop he had not registered for: a check-in is a check-in.
    expect((await mine(day.arjun.id)).map((c) => c.kind).sort()).toEqual(['participation', 'workshop']);
    expect((await mine(day.meera.id)).map((c) => c.kind)).toEqual(['participation']);
    // Rahul registered and never came.
    expect(await mine(day.rahul.id)).toEqual([]);

    const mails = await certificateMails();
    expect(mails).toHaveLength(3);
    const toKavya = mails.find((m) => m.includes('To: kavya@students.example.in'))!;
    expect(toKavya).toContain('Subject: MECH SYMPOSIUM 25-26: your certificates are ready');
    expect(toKavya).toContain(`Certificate of Participation: ${day.event.name}`);
    expect(toKavya).toContain(`Certificate of Completion: ${day.workshop.title}`);
    expect(toKavya).toContain('http://symposium.test/profile');
    expect(auditRows(ctx).filter((r) => r.action === 'certificates.release')).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ issued: 5, mailed: 3 }) }),
    ]);
  });

  test('a winner’s merit certificate comes only once the result is published; each release issues and mails only what is new', async () => {
    const winners = [{ position: 1, participantIds: [day.kavya.participant_id] }];
    await ctx.request(resultPath(), { method: 'PUT', token: admin, json: { winners } });
    expect((await release()).json.data.byKind.merit).toBe(0);
    expect((await release()).json).toMatchObject({
      message: 'No new certificates: every certificate earned so far has been issued',
      data: { issued: 0, mailed: 0 },
    });
    expect(await certificateMails()).toHaveLength(3);

    await ctx.request(`${resultPath()}/publish`, { method: 'POST', token: admin });
    const again = await release();
    expect(again.json.data).toEqual({ issued: 1, mailed: 1, byKind: { participation: 0, workshop: 0, merit: 1 } });
    const merit = (await mine(day.kavya.id)).find((c) => c.kind === 'merit');
    expect(merit).toMatchObject({ item: { id: day.event.id, type: 'event' }, position: 1, revoked: false });
    // Issued last, listed first: prizes above participation, then by name — the order the device keeps too.
    const kavya = await mine(day.kavya.id);
    expect(kavya[0].kind).toBe('merit');
    expect(kavya.map((c) => c.id)).toEqual([...kavya].sort(compareCertificates).map((c) => c.id));
    const mails = await certificateMails();
    expect(mails).toHaveLength(4);
    expect(mails.filter((m) => m.includes('To: kavya@students.example.in')).at(-1)).toContain(
      'your certificate is ready',
    );
    expect(ctx.deps.db.sqlite.prepare('select count(*) as n from certificates').get()).toEqual({ n: 6 });

    // Its result stays as it was printed: unpublishing it is refused once a merit certificate names it.
    const unpublish = await ctx.request(`${resultPath()}/unpublish`, { method: 'POST', token: admin });
    expect([unpublish.status, unpublish.json.error]).toEqual([409, 'MERIT_CERTIFICATES_ISSUED']);
  });

  test('a check-in after a release is issued by the next one', async () => {
    await release();
    const late = await day.desk.push([
      {
        id: crypto.randomUUID(),
        type: 'check-in',
        participantId: day.rahul.participant_id,
        eventId: day.event.id,
        eventType: 'event',
        occurredAt: new Date().toISOString(),
      },
    ]);
    expect(late.json.results[0]!.status).toBe('applied');
    expect((await release()).json.data).toMatchObject({ issued: 1, mailed: 1 });
    expect((await mine(day.rahul.id)).map((c) => c.item.name)).toEqual([day.event.name]);
  });

  test('only an admin releases; a coordinator and a participant are refused', async () => {
    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    expect((await release(coordinator)).status).toBe(403);
    expect((await release(await tokenFor(ctx, day.kavya.id))).status).toBe(403);
    expect(ctx.deps.db.sqlite.prepare('select count(*) as n from certificates').get()).toEqual({ n: 0 });
  });
});

describe('verifying, revoking and restoring', () => {
  test('anyone verifies a certificate by its id: who, what, which edition; no email, phone or participant ID', async () => {
    await publishKavyaFirst();
    await release();
    const merit = (await mine(day.kavya.id)).find((c) => c.kind === 'merit')!;
    expect(merit.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await ctx.request(`/api/v1/certificates/${merit.id}/verify`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      valid: true,
      kind: 'merit',
      name: 'Kavya Raman',
      college: 'PSG College of Technology',
      item: { id: day.event.id, name: day.event.name, type: 'event' },
      position: 1,
      edition: 'MECH SYMPOSIUM 25-26',
      issuedAt: merit.issuedAt,
    });
    for (const secret of [day.kavya.email, day.kavya.phone, 'SYM25-0001']) expect(res.text).not.toContain(secret);
  });

  test('an unknown id, well-formed or not, is a 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-certificate', `${'a'.repeat(21)}%2F`]) {
      const res = await ctx.request(`/api/v1/certificates/${id}/verify`);
      expect([id, res.status, res.json.error]).toEqual([id, 404, 'NOT_FOUND']);
    }
  });

  test('an admin revokes with a reason and the verification says so at once; restoring makes it valid again', async () => {
    await release();
    const [certificate] = await mine(day.meera.id);
    const path = `/api/v1/admin/certificates/${certificate.id}`;
    const noReason = await ctx.request(`${path}/revoke`, { method: 'POST', token: admin, json: { reason: '  ' } });
    expect([noReason.status, noReason.json.message]).toEqual([400, 'Give the reason for revoking this certificate']);

    const reason = 'Checked in by mistake at the wrong hall';
    const revoked = await ctx.request(`${path}/revoke`, { method: 'POST', token: admin, json: { reason } });
    expect(revoked.json.data).toMatchObject({ id: certificate.id, revoked: true, revokedReason: reason });
    expect((await ctx.request(`/api/v1/certificates/${certificate.id}/verify`)).json.data).toMatchObject({
      valid: false,
      revoked: true,
      revokedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reason,
      name: 'Meera Nair',
    });
    expect((await mine(day.meera.id))[0]).toMatchObject({ revoked: true, revokedReason: reason });
    const twice = await ctx.request(`${path}/revoke`, { method: 'POST', token: admin, json: { reason } });
    expect([twice.status, twice.json.error]).toEqual([409, 'CERTIFICATE_ALREADY_REVOKED']);
    // Released again: a revoked certificate is not issued anew.
    expect((await release()).json.data.issued).toBe(0);

    expect((await ctx.request(`${path}/restore`, { method: 'POST', token: admin })).json.data.revoked).toBe(false);
    const verified = (await ctx.request(`/api/v1/certificates/${certificate.id}/verify`)).json.data;
    expect(verified.valid).toBe(true);
    expect(verified).not.toHaveProperty('reason');
    expect(
      auditRows(ctx)
        .filter((r) => r.action.startsWith('certificate.'))
        .map((r) => r.action),
    ).toEqual(['certificate.revoke', 'certificate.restore']);
  });

  test('a coordinator may not revoke or restore; an unknown certificate is a 404 to an admin', async () => {
    await release();
    const [certificate] = await mine(day.meera.id);
    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    const json = { reason: 'Duplicate' };
    const path = `/api/v1/admin/certificates/${certificate.id}`;
    expect((await ctx.request(`${path}/revoke`, { method: 'POST', token: coordinator, json })).status).toBe(403);
    expect((await ctx.request(`${path}/restore`, { method: 'POST', token: coordinator })).status).toBe(403);
    const unknown = await ctx.request('/api/v1/admin/certificates/AAAAAAAAAAAAAAAAAAAAAA/revoke', {
      method: 'POST',
      token: admin,
      json,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('who reads which certificate', () => {
  test('a participant reads only their own list; staff have none of their own; staff see a participant’s in the details', async () => {
    await release();
    const kavyaIds = (await mine(day.kavya.id)).map((c) => c.id);
    expect(kavyaIds).toHaveLength(2);
    expect((await mine(day.meera.id)).some((c) => kavyaIds.includes(c.id))).toBe(false);
    const coordinator = await signInStaff(ctx, 'coordinator');
    expect(await mine(coordinator.id)).toEqual([]);
    expect((await ctx.request('/api/v1/certificates/mine')).status).toBe(401);

    const details = await ctx.request(`/api/v1/admin/users/${day.kavya.id}`, { token: coordinator.token });
    expect(details.json.data.certificates.map((c: any) => c.id).sort()).toEqual([...kavyaIds].sort());
  });

  test('the PDF is for its owner and staff: another participant gets a 404, nobody signed in a 401', async () => {
    await release();
    const [certificate] = await mine(day.kavya.id);
    const pdfPath = `/api/v1/certificates/${certificate.id}/pdf`;
    const own = await ctx.request(pdfPath, { token: await tokenFor(ctx, day.kavya.id) });
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    expect((await ctx.request(pdfPath, { token: coordinator })).status).toBe(200);
    const other = await ctx.request(pdfPath, { token: await tokenFor(ctx, day.meera.id) });
    expect([other.status, other.json.message]).toEqual([404, 'Certificate not found']);
    expect((await ctx.request(pdfPath)).status).toBe(401);
  });
});
