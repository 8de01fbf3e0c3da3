import { PARTICIPANT_CSV_COLUMNS } from '@symposium/schema/admin-users';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { venueDate } from '../../lib/dates';
import { TEST_EDITION } from '../../test-support/test-edition';
import {
  adminToken,
  createTestContext,
  createTestContextForThisTest,
  insertParticipant,
  signInStaff,
  type TestContext,
} from '../../test-support/context';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInStaff(ctx, 'coordinator')).token;
  await insertParticipant(ctx, {
    name: '=HYPERLINK("http://evil.example","Click")',
    email: 'evil@example.com',
    college: 'Anna University, Chennai',
    department: 'Mech "A" Section',
    payment_status: 'verified',
    verified_at: '2025-10-22T20:00:00.000Z', // 23 October in India
    participant_id: 'SYM25-0001',
    registration_type: 'both',
    payment_reference: 'K7QM4TZP',
  });
  await insertParticipant(ctx, { name: 'Zoë Fernández', email: 'zoe@example.com', phone: '+919876543210' });
  await insertParticipant(ctx, {
    name: '@Plain Name',
    email: 'plain@example.com',
    college: '-Negative College',
    payment_status: 'rejected',
  });
});
afterAll(async () => {
  await ctx.close();
});

async function readCsv(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, rows: parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][] };
}

async function exportCsv(query = '') {
  const res = await ctx.app.request(`/api/v1/admin/users/export.csv${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, rows: parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][] };
}

describe('GET /admin/users/export.csv', () => {
  test('a UTF-8 file with BOM named with the current date, the participant export columns in order', async () => {
    const { res, bytes, rows } = await exportCsv();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="mech-symposium-25-26-participants-${venueDate(new Date(), TEST_EDITION.timeZone)}.csv"`,
    );
    expect(rows[0]).toEqual([...PARTICIPANT_CSV_COLUMNS]);
    expect(rows).toHaveLength(4);
    expect(Buffer.from(bytes).toString('utf8')).toContain('\r\n');
  });

  test('rows match the staff list, with formulas neutralised and commas and quotes kept', async () => {
    const { rows } = await exportCsv();
    const list = (await ctx.request('/api/v1/admin/users?limit=100', { token })).json.users;
    expect(rows.slice(1).map((r) => r[2])).toEqual(list.map((u: any) => u.email));
    const evil = rows.find((r) => r[2] === 'evil@example.com')!;
    expect(evil).toEqual([
      'SYM25-0001',
      `'=HYPERLINK("http://evil.example","Click")`,
      'evil@example.com',
      evil[3],
      'Anna University, Chennai',
      'Mech "A" Section',
      'both',
      'verified',
      '2025-10-23',
      'K7QM4TZP',
    ]);
    expect(rows.find((r) => r[2] === 'zoe@example.com')!.slice(0, 4)).toEqual([
      '',
      'Zoë Fernández',
      'zoe@example.com',
      "'+919876543210",
    ]);
    const plain = rows.find((r) => r[2] === 'plain@example.com')!;
    expect([plain[1], plain[4], plain[7], plain[8]]).toEqual(["'@Plain Name", "'-Negative College", 'rejected', '']);
  });

  test('the list filters apply to "all"; a selection in the query string is refused rather than answered with everyone', async () => {
    const refused = await ctx.request('/api/v1/admin/users/export.csv?ids=a,b', { token });
    expect(refused).toMatchObject({
      status: 400,
      json: { error: 'VALIDATION_ERROR', message: expect.stringContaining('POST') },
    });
    const filtered = await exportCsv('?paymentStatus=verified');
    expect(filtered.rows.slice(1).map((r) => r[2])).toEqual(['evil@example.com']);
    const sorted = await exportCsv('?sort=name');
    expect(sorted.rows.slice(1).map((r) => r[2])).toEqual(['evil@example.com', 'plain@example.com', 'zoe@example.com']);
  });
});

describe('POST /admin/users/export.csv', () => {
  const postSelected = (json: unknown) =>
    ctx.app.request('/api/v1/admin/users/export.csv', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });

  test('exports only the selected participants, in the order given, unknown ids left out', async () => {
    const list = (await ctx.request('/api/v1/admin/users?limit=100', { token })).json.users;
    const zoe = list.find((u: any) => u.email === 'zoe@example.com');
    const plain = list.find((u: any) => u.email === 'plain@example.com');
    const res = await postSelected({ userIds: [plain.id, zoe.id, 'unknown'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="mech-symposium-25-26-participants-${venueDate(new Date(), TEST_EDITION.timeZone)}.csv"`,
    );
    const { bytes, rows } = await readCsv(res);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual([...PARTICIPANT_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['plain@example.com', 'zoe@example.com']);
  });

  test('600 selected ids (past the 16 KB a URL may carry to Node, 431) go in one request', async () => {
    const list = (await ctx.request('/api/v1/admin/users?limit=100', { token })).json.users;
    const ids = [
      ...list.map((u: any) => u.id),
      ...Array.from({ length: 597 }, (_, i) => `00000000000000000000${String(i).padStart(12, '0')}`),
    ];
    expect(ids).toHaveLength(600);
    expect(ids.join(',').length).toBeGreaterThan(16_000);
    const res = await postSelected({ userIds: ids });
    expect(res.status).toBe(200);
    const { rows } = await readCsv(res);
    expect(rows).toHaveLength(4);
  });

  test('an empty selection is a 400 with a clear message', async () => {
    const res = await postSelected({ userIds: [] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).message).toBe('Select at least one participant');
  });
});

describe("the edition an admin saved names the file and sets the export's calendar", () => {
  test('a new name, label and time zone: the file is named after them and the verified date is on that clock', async () => {
    const other = await createTestContextForThisTest({});
    const admin = await adminToken(other);
    const saved = await other.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: admin,
      json: { edition: { name: 'GEARFEST', label: '26-27', timeZone: 'America/New_York' } },
    });
    expect(saved.status).toBe(200);
    // 20:00 UTC on 22 October: already the 23rd in India, still the 22nd in New York.
    await insertParticipant(other, {
      payment_status: 'verified',
      verified_at: '2025-10-22T20:00:00.000Z',
      participant_id: 'SYM25-0001',
    });
    const res = await other.app.request('/api/v1/admin/users/export.csv', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="gearfest-26-27-participants-${venueDate(new Date(), 'America/New_York')}.csv"`,
    );
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows[1]![8]).toBe('2025-10-22');
  });
});
