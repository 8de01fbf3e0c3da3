import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  createTestContext,
  createTestContextForThisTest,
  decodeMail,
  PNG_BYTES,
  registerParticipant,
  registrationForm,
  validRegistration,
  type TestContext,
} from '../../test-support/context';
import { loadEnv } from '../../env';
import { REGISTER_LIMITS } from '../../lib/rate-limit';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const register = (fields: Record<string, string>, file?: Parameters<typeof registrationForm>[1]) =>
  ctx.request('/api/v1/auth/register', { method: 'POST', body: registrationForm(fields, file) });

const userCount = () =>
  ctx.deps.db.sqlite.prepare("select count(*) n from users where role = 'user'").get() as { n: number };
const uploadCount = () => fs.readdirSync(ctx.env.uploadsDir).length;

describe('POST /auth/register', () => {
  test.each([
    ['email', 'second.address@example.com'],
    ['termsAccepted', 'false'],
    ['paymentScreenshot', null],
  ])('a field sent twice (%s) is a 400 naming it: no account, no file, no mail', async (field, second) => {
    const form = registrationForm(validRegistration());
    if (second === null) form.append(field, new File([PNG_BYTES], 'second.png', { type: 'image/png' }));
    else form.append(field, second);
    const res = await ctx.request('/api/v1/auth/register', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: M.duplicateFormField(field),
      error: 'VALIDATION_ERROR',
      fieldErrors: { [field]: [M.duplicateFormField(field)] },
    });
    expect(userCount().n).toBe(0);
    expect(uploadCount()).toBe(0);
    expect(await ctx.outbox()).toEqual([]);
  });

  test('creates a pending participant with the stored screenshot and mails a receipt', async () => {
    const res = await register(validRegistration());
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toBe(
      'Your response has been submitted successfully. You will be notified through your registered email ID after verification.',
    );
    const user = res.json.data.user;
    expect(user).toMatchObject({
      name: 'Asha Kumar',
      email: 'asha.kumar@example.com',
      role: 'user',
      paymentStatus: 'pending',
      paymentAmount: 299,
      registrationType: 'general',
      year: 3,
      participantId: null,
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(res.json)).not.toContain('scrypt$');
    expect(res.json.data.accommodation).toBeNull();

    const row = ctx.deps.db.sqlite.prepare('select * from users where email = ?').get('asha.kumar@example.com') as any;
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${ctx.env.SCRYPT_LOG_N}\\$8\\$1\\$`));
    expect(fs.readFileSync(`${ctx.env.uploadsDir}/${row.payment_screenshot}`)).toEqual(PNG_BYTES);
    expect(row.payment_screenshot).toMatch(/^[a-f0-9]{32}\.png$/);

    const mails = await ctx.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: asha.kumar@example.com');
    expect(mails[0]).toContain('registration received');
  });

  test('with accommodation: charges 300 more and opens a numbered accommodation request', async () => {
    const res = await register(
      validRegistration({
        registrationType: 'both',
        amount: '749',
        needsAccommodation: 'true',
        accommodationRulesAccepted: 'true',
        accommodationCheckIn: '2031-10-23',
        accommodationCheckOut: '2031-10-24',
        accommodationGender: 'female',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.user.paymentAmount).toBe(749);
    expect(res.json.data.accommodation).toMatchObject({
      requestNumber: 'ACC-0001',
      status: 'requested',
      gender: 'female',
      checkInDate: '2031-10-23',
      checkOutDate: '2031-10-24',
      numberOfDays: 2,
      roomNumber: null,
    });
    const second = await register(
      validRegistration({
        email: 'second@example.com',
        registrationType: 'workshop',
        amount: '499',
        needsAccommodation: 'true',
        accommodationRulesAccepted: 'true',
        accommodationCheckIn: '2031-10-24',
        accommodationCheckOut: '2031-10-24',
        accommodationGender: 'male',
      }),
    );
    expect(second.json.data.accommodation).toMatchObject({ requestNumber: 'ACC-0002', numberOfDays: 1 });

    // The receipt repeats the nights chosen, in /profile's words, and links the profile where the pass will appear.
    const receipts = (await ctx.outbox()).map(decodeMail);
    expect(receipts.find((m) => m.includes('To: asha.kumar@example.com'))).toContain(
      'Accommodation request: ACC-0001\nNights: 23 Oct – 24 Oct (2 nights)\n',
    );
    const secondReceipt = receipts.find((m) => m.includes('To: second@example.com'));
    expect(secondReceipt).toContain('Accommodation request: ACC-0002\nNights: 24 Oct (1 night)\n');
    expect(secondReceipt).toContain(
      'your entry pass will then appear on your profile:\n\nhttp://symposium.test/profile',
    );
  });

  test('computes the amount itself and refuses a client amount that disagrees', async () => {
    const res = await register(validRegistration({ registrationType: 'both', amount: '299' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json.message).toBe(`${M.amountMismatch} (₹449)`);
    expect(res.json.fieldErrors.amount).toEqual([`${M.amountMismatch} (₹449)`]);
    expect(userCount().n).toBe(0);

    const noAmount = await register(validRegistration({ registrationType: 'workshop', amount: '' }));
    expect(noAmount.status).toBe(201);
    expect(noAmount.json.data.user.paymentAmount).toBe(199);
  });

  test('accepts the spec’s single name field and splits off the last name', async () => {
    const fields = validRegistration({ name: 'Ravi Shankar Iyer' });
    delete fields.firstName;
    delete fields.lastName;
    const res = await register(fields);
    expect(res.status).toBe(201);
    expect(res.json.data.user.name).toBe('Ravi Shankar Iyer');
  });

  test('keeps an address with _ + - as sent and stores a +91 number as its 10 digits', async () => {
    const res = await register(validRegistration({ email: 'Ravi_K+sym@My-College.ac.in', phone: '+91 98765 43210' }));
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ email: 'ravi_k+sym@my-college.ac.in', phone: '9876543210' });
  });

  test('refuses a second registration with the same email (any case) with 409 and keeps no upload', async () => {
    await registerParticipant(ctx);
    expect(uploadCount()).toBe(1);
    const res = await register(validRegistration({ email: 'Asha.Kumar@Example.com' }));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ success: false, error: 'EMAIL_TAKEN', message: M.emailTaken });
    expect(userCount().n).toBe(1);
    expect(uploadCount()).toBe(1);
  });

  test('the same form sent again after its answer was lost gets that registration back: one account, one file, one mail', async () => {
    const submissionKey = 'k3Y_of-one-register-form-0123';
    const stay = {
      registrationType: 'both',
      amount: '749',
      needsAccommodation: 'true',
      accommodationRulesAccepted: 'true',
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-24',
      accommodationGender: 'female',
    };
    const first = await register(validRegistration({ ...stay, submissionKey }));
    expect(first.status).toBe(201);
    const again = await register(validRegistration({ ...stay, submissionKey, email: 'ASHA.KUMAR@example.com' }));
    expect(again.status).toBe(201);
    expect(again.json.message).toBe(M.registrationSuccess);
    expect(again.json.data.user._id).toBe(first.json.data.user._id);
    expect(again.json.data.accommodation).toMatchObject({ requestNumber: 'ACC-0001' });
    expect(userCount().n).toBe(1);
    expect(uploadCount()).toBe(1);
    expect(ctx.deps.db.sqlite.prepare('select count(*) n from accommodation_requests').get()).toEqual({ n: 1 });
    expect(await ctx.outbox()).toHaveLength(1);
    // The key is kept hashed, never as sent.
    expect(JSON.stringify(ctx.deps.db.sqlite.prepare('select * from registration_submissions').all())).not.toContain(
      submissionKey,
    );
  });

  test('a form sent again a day after its registration is refused like any other (the key no longer reads the account back)', async () => {
    const submissionKey = 'k3Y_of-a-day-old-form-01234';
    expect((await register(validRegistration({ submissionKey }))).status).toBe(201);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString();
    ctx.deps.db.sqlite.prepare('update registration_submissions set created_at = ?').run(dayAgo);
    const late = await register(validRegistration({ submissionKey }));
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ error: 'EMAIL_TAKEN', message: M.emailTaken });
    expect(late.json.data).toBeUndefined();
  });

  test('two tries of one form arriving together make one account, both answered with it, and keep one file', async () => {
    const submissionKey = 'twice-at-once-key-0123456789';
    const [a, b] = await Promise.all([
      register(validRegistration({ submissionKey })),
      register(validRegistration({ submissionKey })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.data.user._id).toBe(b.json.data.user._id);
    expect(userCount().n).toBe(1);
    expect(uploadCount()).toBe(1);
  });

  test('another form (another key, or none) for a taken email is still refused with 409', async () => {
    await register(validRegistration({ submissionKey: 'first-form-key-aaaaaaaaaaaa' }));
    const other = await register(validRegistration({ submissionKey: 'other-form-key-bbbbbbbbbbbb' }));
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ error: 'EMAIL_TAKEN', message: M.emailTaken });
    expect((await register(validRegistration())).status).toBe(409);
    // The same form with its email corrected between tries: a second account, no clash.
    const corrected = await register(
      validRegistration({ submissionKey: 'first-form-key-aaaaaaaaaaaa', email: 'asha.k@example.com' }),
    );
    expect(corrected.status).toBe(201);
    expect(uploadCount()).toBe(2);
    const bad = await register(validRegistration({ submissionKey: 'short' }));
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.submissionKey).toEqual([M.submissionKeyInvalid]);
  });

  const invalid: [string, Record<string, string>, string][] = [
    ['missing first name', { firstName: '' }, 'Please fill in all personal details'],
    [
      'digits in first name',
      { firstName: 'Asha1' },
      'First name should only contain letters, spaces, and basic punctuation',
    ],
    ['one-letter first name', { firstName: 'A' }, 'First name must be at least 2 characters long'],
    ['long first name', { firstName: 'A'.repeat(51) }, M.firstNameMax],
    [
      'symbols in last name',
      { lastName: 'K#' },
      'Last name should only contain letters, spaces, and basic punctuation',
    ],
    [
      'bad email',
      { email: 'asha#k@example.com' },
      'Please enter a valid email address (only letters, numbers, @, and . allowed)',
    ],
    ['short phone', { phone: '98765' }, 'Please enter a valid 10-digit phone number'],
    ['11-digit phone', { phone: '98765432101' }, 'Please enter a valid 10-digit phone number'],
    ['phone starting with 5', { phone: '5876543210' }, 'Phone number must start with 6, 7, 8, or 9'],
    [
      'digits in college',
      { college: 'College 42' },
      'College name should only contain letters and spaces (no numbers)',
    ],
    ['short college', { college: 'AB' }, 'College name must be at least 3 characters long'],
    [
      'digits in department',
      { department: 'Mech 1' },
      'Department name should only contain letters and spaces (no numbers)',
    ],
    ['short department', { department: 'M' }, 'Department name must be at least 2 characters long'],
    ['year 5', { year: '5' }, M.yearRange],
    ['missing year', { year: '' }, 'Please fill in all personal details'],
    ['bad location', { collegeLocation: 'Chennai #1' }, M.collegeLocationChars],
    ['short password', { password: 'abc' }, 'Password must be at least 6 characters long'],
    ['missing type', { registrationType: '' }, 'Please select a registration type'],
    ['unknown type', { registrationType: 'vip' }, 'Please select a registration type'],
    ['missing transaction ID', { transactionId: '' }, 'Please enter transaction ID'],
    [
      'bad transaction ID',
      { transactionId: 'UPI 1234' },
      'Transaction ID should only contain letters, numbers, hyphens, and underscores',
    ],
    ['short transaction ID', { transactionId: 'U12' }, 'Transaction ID must be at least 4 characters long'],
    ['long transaction ID', { transactionId: 'U'.repeat(51) }, M.transactionIdMax],
    ['terms not accepted', { termsAccepted: 'false' }, 'Please accept the terms and conditions'],
    [
      'accommodation without dates',
      { needsAccommodation: 'true', accommodationRulesAccepted: 'true', amount: '599', accommodationGender: 'male' },
      'Please select at least one date and your gender',
    ],
    [
      'accommodation outside the two nights',
      {
        needsAccommodation: 'true',
        accommodationRulesAccepted: 'true',
        amount: '599',
        accommodationCheckIn: '2031-10-25',
        accommodationCheckOut: '2031-10-25',
        accommodationGender: 'male',
      },
      'Please select at least one date and your gender',
    ],
    [
      'accommodation without gender',
      {
        needsAccommodation: 'true',
        accommodationRulesAccepted: 'true',
        amount: '599',
        accommodationCheckIn: '2031-10-23',
        accommodationCheckOut: '2031-10-23',
      },
      'Please select at least one date and your gender',
    ],
    [
      'accommodation without the rules accepted',
      {
        needsAccommodation: 'true',
        amount: '599',
        accommodationCheckIn: '2031-10-23',
        accommodationCheckOut: '2031-10-24',
        accommodationGender: 'male',
      },
      'Please accept the accommodation rules',
    ],
  ];
  test('refuses a check-out before the check-in with that message on accommodationCheckOut', async () => {
    const res = await register(
      validRegistration({
        needsAccommodation: 'true',
        accommodationRulesAccepted: 'true',
        amount: '599',
        accommodationCheckIn: '2031-10-24',
        accommodationCheckOut: '2031-10-23',
        accommodationGender: 'male',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'The check-out date cannot be before the check-in date',
    });
    expect(res.json.fieldErrors.accommodationCheckOut).toEqual([
      'The check-out date cannot be before the check-in date',
    ]);
    expect(res.json.fieldErrors.accommodationCheckIn).toBeUndefined();
    expect(userCount().n).toBe(0);
    expect(uploadCount()).toBe(0);
  });

  test.each(invalid)('refuses %s with the spec message', async (_label, overrides, message) => {
    const res = await register(validRegistration(overrides));
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.error).toBe('VALIDATION_ERROR');
    expect(res.json.message).toBe(message);
    expect(Object.values(res.json.fieldErrors).flat()).toContain(message);
    expect(userCount().n).toBe(0);
    expect(uploadCount()).toBe(0);
  });

  test('requires the payment screenshot', async () => {
    const res = await register(validRegistration(), null);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Please upload payment screenshot');
    expect(res.json.fieldErrors.paymentScreenshot).toEqual(['Please upload payment screenshot']);
  });

  test('refuses a text file dressed up as a PNG by its magic bytes', async () => {
    const res = await register(validRegistration(), {
      bytes: Buffer.from('this is not an image, whatever the name says'),
      name: 'receipt.png',
      type: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({
      success: false,
      error: 'INVALID_FILE_TYPE',
      message: 'Please upload an image file',
    });
    expect(userCount().n).toBe(0);
    expect(uploadCount()).toBe(0);
  });

  test('accepts a real JPEG, WebP and GIF whatever their declared type', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    for (const [i, bytes] of [jpeg, webp, gif].entries()) {
      const res = await register(validRegistration({ email: `file${i}@example.com` }), {
        bytes,
        name: 'x.bin',
        type: 'application/octet-stream',
      });
      expect(res.status).toBe(201);
    }
    expect(
      fs
        .readdirSync(ctx.env.uploadsDir)
        .map((f) => f.split('.')[1])
        .sort(),
    ).toEqual(['gif', 'jpg', 'webp']);
  });

  test('refuses a screenshot one byte over 5 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_BYTES.length)]);
    const res = await register(validRegistration(), { bytes: big });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      success: false,
      error: 'FILE_TOO_LARGE',
      message: 'File size should not exceed 5MB',
    });
    expect(uploadCount()).toBe(0);

    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length)]);
    const ok = await register(validRegistration(), { bytes: exact });
    expect(ok.status).toBe(201);
  });

  test('refuses a 50 MB upload over HTTP before the body is read', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/auth/register',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
        });
        let sent = 0;
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
        });
        req.on('error', reject);
        // Only the first megabyte is ever written: the answer must come without the rest.
        const chunk = Buffer.alloc(1024 * 1024);
        req.write(chunk, () => (sent += chunk.length));
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        error: 'FILE_TOO_LARGE',
        message: 'File size should not exceed 5MB',
      });
      expect(answer.sent).toBeLessThanOrEqual(1024 * 1024);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  test('answers a broken multipart body with 400, not 500', async () => {
    const res = await ctx.request('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
    });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });

  test('a JSON registration is validated the same way and still needs the screenshot', async () => {
    const res = await ctx.request('/api/v1/auth/register', { method: 'POST', json: validRegistration() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Please upload payment screenshot');
  });

  test('a lab of 80 students behind one address registers within 10 minutes without being refused', async () => {
    const lab = await createTestContextForThisTest({ TRUST_PROXY: 'true' });
    const from = { 'x-forwarded-for': '10.0.0.7' };
    // Each student's first try is refused by a rule (400), the second goes through: 160 requests from one address.
    for (let student = 0; student < 80; student++) {
      const refused = await lab.request('/api/v1/auth/register', { method: 'POST', headers: from, json: {} });
      expect(refused.status).toBe(400);
      const fields = validRegistration({ email: `student${student}@lab.example.com` });
      const res = await lab.request('/api/v1/auth/register', {
        method: 'POST',
        headers: from,
        body: registrationForm(fields),
      });
      expect(res.status).toBe(201);
    }
    // 80 password hashes: about 10 s on the CI machine, several times that while other suites load its two cores.
  }, 120_000);

  test('limits registrations per client address, answering 429 with Retry-After and the wait in words', async () => {
    const ctx2 = await createTestContextForThisTest({ TRUST_PROXY: 'true' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const { points } = REGISTER_LIMITS.perAddress;
    // The earlier requests are counted straight into the app's limiter; the last ones go through HTTP.
    for (let i = 0; i < points - 2; i++) await ctx2.deps.limiters.registerPerAddress.consume('10.0.0.9');
    for (let i = 0; i < 2; i++) {
      const res = await ctx2.request('/api/v1/auth/register', { method: 'POST', headers: from('10.0.0.9'), json: {} });
      expect(res.status).toBe(400);
    }
    const limited = await ctx2.request('/api/v1/auth/register', {
      method: 'POST',
      headers: from('10.0.0.9'),
      json: {},
    });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(limited.json).toMatchObject({ error: 'RATE_LIMITED', message: M.tooManyRequests(retryAfter) });
    expect(limited.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    const other = await ctx2.request('/api/v1/auth/register', { method: 'POST', headers: from('10.0.0.10'), json: {} });
    expect(other.status).toBe(400);
  });
  test('a fresh install is the 2025 edition, over today: /config says so and a registration is refused with its message', async () => {
    const fresh = await createTestContextForThisTest({ REGISTRATION_CLOSES_AT: '' }, { edition: 'fresh' });
    const config = (await fresh.request('/api/v1/config')).json.data;
    expect(config.registrationOpen).toBe(false);
    expect(config.edition).toMatchObject({
      name: 'MECH SYMPOSIUM',
      label: '25-26',
      startDate: '2025-10-23',
      endDate: '2025-10-24',
      playerCapacity: 456,
      registration: { state: 'over', message: 'The games are over — thank you for playing', placesTaken: 0 },
    });
    const res = await fresh.request('/api/v1/auth/register', {
      method: 'POST',
      body: registrationForm(validRegistration()),
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      error: 'REGISTRATION_CLOSED',
      message: 'The games are over — thank you for playing',
    });
  });

  test('once the close the organisers set has passed a registration is refused with the date it closed, and nothing is kept', async () => {
    const after = await createTestContextForThisTest({ REGISTRATION_CLOSES_AT: '2026-10-20T00:00:00+05:30' });
    expect(after.env.REGISTRATION_CLOSES_AT).toBe(Date.parse('2026-10-19T18:30:00Z'));
    const res = await after.request('/api/v1/auth/register', {
      method: 'POST',
      body: registrationForm(validRegistration()),
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      error: 'REGISTRATION_CLOSED',
      message: 'Registration closed on 20 October 2026',
    });
    expect(after.deps.db.sqlite.prepare("select count(*) n from users where role = 'user'").get()).toEqual({ n: 0 });
    expect(fs.readdirSync(after.env.uploadsDir)).toEqual([]);
    expect(await after.outbox()).toEqual([]);
    const config = (await after.request('/api/v1/config')).json.data;
    expect(config.registrationOpen).toBe(false);
    expect(config.edition.registration).toMatchObject({ state: 'closed', closesAt: '2026-10-19T18:30:00.000Z' });
  });

  test('a close set later keeps /register open until then', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const before = await createTestContextForThisTest({ REGISTRATION_CLOSES_AT: soon });
    expect((await before.request('/api/v1/config')).json.data.registrationOpen).toBe(true);
    const res = await before.request('/api/v1/auth/register', {
      method: 'POST',
      body: registrationForm(validRegistration()),
    });
    expect(res.status).toBe(201);
  });

  test('a screenshot that would eat into the free space kept for the venue is refused 507: no account, no file, no mail', async () => {
    expect(ctx.env.UPLOADS_MIN_FREE_MB).toBe(512); // the default, which this disk has room for: the other tests register
    expect((await register(validRegistration())).status).toBe(201);
    // A reserve larger than any disk's free space (a petabyte): the real free space is below it.
    const full = await createTestContextForThisTest({ UPLOADS_MIN_FREE_MB: '1000000000' });
    const withStay = validRegistration({
      amount: '599',
      needsAccommodation: 'true',
      accommodationRulesAccepted: 'true',
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-24',
      accommodationGender: 'female',
    });
    const res = await full.request('/api/v1/auth/register', { method: 'POST', body: registrationForm(withStay) });
    expect(res.status).toBe(507);
    expect(res.json).toEqual({ success: false, message: M.screenshotStorageFull, error: 'STORAGE_FULL' });
    expect(full.deps.db.sqlite.prepare("select count(*) n from users where role = 'user'").get()).toEqual({ n: 0 });
    expect(full.deps.db.sqlite.prepare('select count(*) n from accommodation_requests').get()).toEqual({ n: 0 });
    expect(fs.readdirSync(full.env.uploadsDir)).toEqual([]);
    expect(await full.outbox()).toEqual([]);
  });

  test('a close without its offset is refused at start-up', () => {
    expect(() => loadEnv({ REGISTRATION_CLOSES_AT: '2025-10-25T00:00:00' })).toThrow(
      /REGISTRATION_CLOSES_AT must be an ISO date-time with an offset/,
    );
  });
});
