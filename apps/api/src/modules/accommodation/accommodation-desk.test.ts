import { deskStayOf } from '@symposium/schema/accommodation';
import { M } from '@symposium/schema/messages';
import { proofAmountOf } from '@symposium/schema/payments';
import { describe, expect, test } from 'vitest';
import {
  adminToken,
  auditRows,
  decodeMail,
  freshCoordinatorContextPerTest,
  insertParticipant,
  registerParticipant,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';

// A registered participant asks for a stay at the venue desk (docs/decisions/0035-stays-added-at-the-desk.md, "A stay added at the desk").

let ctx: TestContext;
let coordinator: string;
freshCoordinatorContextPerTest((fresh) => ({ ctx, token: coordinator } = fresh));

const NIGHTS = {
  accommodationCheckIn: '2031-10-23',
  accommodationCheckOut: '2031-10-24',
  accommodationGender: 'female',
  accommodationRulesAccepted: true,
};

const addStay = (json: unknown, token = coordinator) =>
  ctx.request('/api/v1/accommodation/admin/requests', { method: 'POST', token, json });

const staysOf = (userId: string) =>
  ctx.deps.db.sqlite
    .prepare(
      'select request_number, status, gender, check_in_date, check_out_date, number_of_days from accommodation_requests where user_id = ? order by seq',
    )
    .all(userId);
/** The desk's stay mails in the outbox, decoded. */
const stayMails = async () =>
  (await ctx.outbox()).map(decodeMail).filter((m) => /^Subject: .*accommodation request ACC-/m.test(m));

const amountOf = (userId: string) =>
  (ctx.deps.db.sqlite.prepare('select payment_amount a from users where id = ?').get(userId) as { a: number | null }).a;

describe('a stay added at the desk', () => {
  test('creates the next numbered request for a registered participant, raises the amount as the register form would, and is audited', async () => {
    // A stay booked with a registration takes ACC-0001: the desk's request is numbered after it.
    await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const guest = await insertParticipant(ctx, {
      name: 'Meena Raghavan',
      payment_status: 'verified',
      registration_type: 'general',
      payment_amount: 299,
    });

    const res = await addStay({ userId: guest.id, ...NIGHTS });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Accommodation request ACC-0002 added.',
      data: {
        paymentAmount: 599,
        accommodation: {
          requestNumber: 'ACC-0002',
          userId: guest.id,
          name: 'Meena Raghavan',
          email: guest.email,
          gender: 'female',
          numberOfDays: 2,
          status: 'requested',
          roomNumber: null,
        },
      },
    });
    expect(staysOf(guest.id)).toEqual([
      {
        request_number: 'ACC-0002',
        status: 'requested',
        gender: 'female',
        check_in_date: '2031-10-23',
        check_out_date: '2031-10-24',
        number_of_days: 2,
      },
    ]);
    expect(amountOf(guest.id)).toBe(599);
    const [audit] = auditRows(ctx);
    expect(audit).toMatchObject({
      action: 'accommodation.add',
      entity_type: 'accommodation',
      entity_id: res.json.data.accommodation.id,
      actor_name: 'Test coordinator',
      before: { paymentAmount: 299 },
      after: { requestNumber: 'ACC-0002', userId: guest.id, status: 'requested', roomNumber: null, paymentAmount: 599 },
    });

    // The staff list and the participant's own profile both show it.
    const list = await ctx.request('/api/v1/accommodation/admin/all?q=meena', { token: coordinator });
    expect(list.json.data.map((r: any) => [r.requestNumber, r.paymentStatus])).toEqual([['ACC-0002', 'verified']]);
    const mine = await ctx.request('/api/v1/accommodation/mine', { token: await tokenFor(ctx, guest.id) });
    expect(mine.json.data.map((r: any) => r.requestNumber)).toEqual(['ACC-0002']);
  });

  test('mails the participant the request, its nights and the amount now due; one night and an unchanged amount say so', async () => {
    const guest = await insertParticipant(ctx, {
      name: 'Meena Raghavan',
      payment_status: 'verified',
      registration_type: 'general',
      payment_amount: 299,
    });
    const res = await addStay({ userId: guest.id, ...NIGHTS });
    expect(res.status).toBe(201);
    const [mail] = await stayMails();
    expect(mail).toContain(`To: ${guest.email}`);
    expect(mail).toMatch(/^Subject: .*: accommodation request ACC-0001$/m);
    expect(mail).toContain('Hello Meena Raghavan,');
    expect(mail).toContain('Accommodation request ACC-0001 was added to your registration at the desk.');
    expect(mail).toContain('Nights: 23 Oct – 24 Oct (2 nights)');
    // Paid where it is collected: at the desk, not with another online payment.
    expect(mail).toContain(
      'Registration amount: now ₹599 (was ₹299), so ₹300 more is due for the stay: pay it at the accommodation desk, not online.',
    );
    expect(mail).toContain(`${ctx.env.PUBLIC_URL}/profile`);
    expect(
      ctx.deps.db.sqlite.prepare("select kind, user_id from mail_queue where kind = 'accommodation-added'").all(),
    ).toEqual([{ kind: 'accommodation-added', user_id: guest.id }]);

    // Cancelled and asked again for one night: the fee is already in the amount, and the mail says it is unchanged.
    await ctx.request(`/api/v1/accommodation/${res.json.data.accommodation.id}/cancel`, {
      method: 'PUT',
      token: coordinator,
    });
    expect((await addStay({ userId: guest.id, ...NIGHTS, accommodationCheckIn: '2031-10-24' })).status).toBe(201);
    const again = (await stayMails()).find((m) => m.includes('ACC-0002'))!;
    expect(again).toContain('Nights: 24 Oct (1 night)');
    // The first stay's fee was never taken: it moved to this stay, and the mail says it is still due at the desk.
    expect(again).toContain(
      'Registration amount: ₹599 (unchanged: it already includes accommodation). The ₹300 for the stay is still due: pay it at the accommodation desk, not online.',
    );

    // Once the desk took it, a later stay's mail has nothing more to ask.
    const second = ctx.deps.db.sqlite
      .prepare("select id from accommodation_requests where request_number = 'ACC-0002'")
      .get() as { id: string };
    await ctx.request(`/api/v1/accommodation/${second.id}/collect-fee`, { method: 'PUT', token: coordinator });
    await ctx.request(`/api/v1/accommodation/${second.id}/cancel`, { method: 'PUT', token: coordinator });
    expect((await addStay({ userId: guest.id, ...NIGHTS })).status).toBe(201);
    const third = (await stayMails()).find((m) => m.includes('ACC-0003'))!;
    expect(third).toContain('Registration amount: ₹599 (unchanged: it already includes accommodation).\n');
  });

  test('the amount follows the fees in force (the settings), one night is one night, and admins may add too', async () => {
    const admin = await adminToken(ctx);
    const current = (await ctx.request('/api/v1/admin/settings', { token: admin })).json.data;
    const saved = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: admin,
      json: { ...current, accommodationFee: 350 },
    });
    expect(saved.status).toBe(200);
    const guest = await insertParticipant(ctx, { registration_type: 'workshop', payment_amount: 199 });
    const res = await addStay(
      { userId: guest.id, ...NIGHTS, accommodationCheckOut: '2031-10-23', accommodationGender: 'male' },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ paymentAmount: 549, accommodation: { numberOfDays: 1, gender: 'male' } });
    expect(amountOf(guest.id)).toBe(549);
  });

  test('fees changed in the settings after someone registered: the stay adds the accommodation fee in force to the amount they have, nothing else', async () => {
    const admin = await adminToken(ctx);
    // Registered under the old table: ₹299 general, and ₹599 with a stay booked then cancelled.
    const paid = await insertParticipant(ctx, {
      name: 'Old Fee',
      payment_status: 'verified',
      registration_type: 'general',
      payment_amount: 299,
    });
    const booked = await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const bookedStay = (
      ctx.deps.db.sqlite.prepare('select id from accommodation_requests where user_id = ?').get(booked.id) as {
        id: string;
      }
    ).id;
    await ctx.request(`/api/v1/accommodation/${bookedStay}/cancel`, { method: 'PUT', token: coordinator });
    const current = (await ctx.request('/api/v1/admin/settings', { token: admin })).json.data;
    const raised = { ...current, fees: { ...current.fees, general: 350 }, accommodationFee: 320 };
    expect((await ctx.request('/api/v1/admin/settings', { method: 'PUT', token: admin, json: raised })).status).toBe(
      200,
    );

    const res = await addStay({ userId: paid.id, ...NIGHTS });
    expect(res.status).toBe(201);
    // ₹299 + ₹320, not the ₹670 a registration would cost today: the general fee's rise is not the stay's.
    expect(res.json.data.paymentAmount).toBe(619);
    expect(amountOf(paid.id)).toBe(619);
    expect(
      (await ctx.request('/api/v1/accommodation/admin/all?q=old%20fee', { token: coordinator })).json.data[0].deskFee,
    ).toEqual({ amount: 320, collectedAt: null });
    const payment = (await ctx.request(`/api/v1/admin/users/${paid.id}`, { token: coordinator })).json.data.payment;
    expect(payment).toMatchObject({ proofAmount: 299, deskStayFee: { amount: 320 } });
    const mail = (await stayMails()).find((m) => m.includes('Hello Old Fee,'))!;
    expect(mail).toContain(
      'Registration amount: now ₹619 (was ₹299), so ₹320 more is due for the stay: pay it at the accommodation desk, not online.',
    );

    // The cancelled stay of the registration was paid with it: a new one adds nothing and leaves nothing to collect.
    const again = await addStay({ userId: booked.id, ...NIGHTS });
    expect(again.status).toBe(201);
    expect(again.json.data.paymentAmount).toBe(599);
    expect(amountOf(booked.id)).toBe(599);
    expect(again.json.data.accommodation.deskFee).toBeNull();
  });

  test("the participant's own rules and messages: nights of 23 and 24 October only, a gender, the rules accepted", async () => {
    const guest = await insertParticipant(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ accommodationCheckIn: undefined, accommodationCheckOut: undefined }, M.accommodationDatesGender],
      [{ accommodationCheckOut: '2031-10-25' }, M.accommodationDatesGender],
      [
        { accommodationCheckIn: '2031-10-24', accommodationCheckOut: '2031-10-23' },
        M.accommodationCheckOutBeforeCheckIn,
      ],
      [{ accommodationGender: 'other' }, M.accommodationDatesGender],
      [{ accommodationGender: '' }, M.accommodationDatesGender],
      [{ accommodationRulesAccepted: false }, M.accommodationRules],
      [{ userId: '' }, M.stayParticipantRequired],
      [{ userId: 42 }, M.stayParticipantRequired],
    ];
    for (const [change, message] of cases) {
      const res = await addStay({ userId: guest.id, ...NIGHTS, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json, JSON.stringify(change)).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message });
    }
    const notJson = await ctx.request('/api/v1/accommodation/admin/requests', {
      method: 'POST',
      token: coordinator,
      body: 'userId=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect(staysOf(guest.id)).toEqual([]);
    expect(amountOf(guest.id)).toBe(299);
    expect(auditRows(ctx)).toEqual([]);
  });

  test('refuses a second active stay with a clear 409, and allows a new one once the first is cancelled (the fee is not added twice)', async () => {
    const guest = await insertParticipant(ctx, { payment_status: 'verified' });
    const first = await addStay({ userId: guest.id, ...NIGHTS });
    expect(first.status).toBe(201);
    const again = await addStay({ userId: guest.id, ...NIGHTS });
    expect(again).toMatchObject({
      status: 409,
      json: {
        error: 'ACCOMMODATION_ALREADY_ACTIVE',
        message:
          'This participant already has accommodation request ACC-0001 (requested). Cancel it before adding another.',
      },
    });
    const stayId = first.json.data.accommodation.id;
    await ctx.request(`/api/v1/accommodation/${stayId}/confirm`, {
      method: 'PUT',
      token: coordinator,
      json: { roomNumber: 'G-1' },
    });
    expect((await addStay({ userId: guest.id, ...NIGHTS })).json.message).toBe(
      'This participant already has accommodation request ACC-0001 (confirmed). Cancel it before adding another.',
    );
    expect(staysOf(guest.id)).toHaveLength(1);
    expect(await stayMails()).toHaveLength(1); // the refused ones mail nobody

    await ctx.request(`/api/v1/accommodation/${stayId}/cancel`, { method: 'PUT', token: coordinator });
    const renewed = await addStay({ userId: guest.id, ...NIGHTS, accommodationCheckIn: '2031-10-24' });
    expect(renewed.status).toBe(201);
    expect(renewed.json.data).toMatchObject({
      paymentAmount: 599,
      accommodation: { requestNumber: 'ACC-0002', numberOfDays: 1 },
    });
    expect(amountOf(guest.id)).toBe(599);
  });

  test('the fee of a stay added for a verified participant is due at the desk until collected: listed, counted, left out of revenue, collected once and audited', async () => {
    const revenue = async () => (await ctx.request('/api/v1/admin/payments/stats', { token: coordinator })).json.data;
    const guest = await insertParticipant(ctx, {
      name: 'Meena Raghavan',
      payment_status: 'verified',
      registration_type: 'general',
      payment_amount: 299,
    });
    const before = await revenue();
    const res = await addStay({ userId: guest.id, ...NIGHTS });
    const stayId: string = res.json.data.accommodation.id;
    expect(amountOf(guest.id)).toBe(599);

    // The verified proof covered ₹299: the ₹300 is the desk's to take, and the organisers see it.
    const listed = async () =>
      (await ctx.request('/api/v1/accommodation/admin/all?q=meena', { token: coordinator })).json.data[0];
    expect((await listed()).deskFee).toEqual({ amount: 300, collectedAt: null });
    const stats = (await ctx.request('/api/v1/accommodation/admin/stats', { token: coordinator })).json.data;
    expect(stats).toMatchObject({ deskFeesDue: 1, deskFeesDueAmount: 300 });
    const due = await revenue();
    expect(due.totalRevenue).toBe(before.totalRevenue);
    expect(due.revenueByType).toEqual(before.revenueByType);

    const collected = await ctx.request(`/api/v1/accommodation/${stayId}/collect-fee`, {
      method: 'PUT',
      token: coordinator,
    });
    expect(collected.status).toBe(200);
    expect(collected.json.message).toBe(M.stayFeeCollected(300, 'ACC-0001'));
    expect((await listed()).deskFee).toEqual({ amount: 300, collectedAt: expect.any(String) });
    expect((await ctx.request('/api/v1/accommodation/admin/stats', { token: coordinator })).json.data).toMatchObject({
      deskFeesDue: 0,
      deskFeesDueAmount: 0,
    });
    expect((await revenue()).totalRevenue).toBe(before.totalRevenue + 300);
    expect(auditRows(ctx).find((r: any) => r.action === 'accommodation.fee-collected')).toMatchObject({
      entity_id: stayId,
      actor_name: 'Test coordinator',
      before: { requestNumber: 'ACC-0001', deskFee: 300, deskFeeCollectedAt: null },
      after: { requestNumber: 'ACC-0001', deskFee: 300 },
    });

    const twice = await ctx.request(`/api/v1/accommodation/${stayId}/collect-fee`, {
      method: 'PUT',
      token: coordinator,
    });
    expect(twice).toMatchObject({ status: 409, json: { error: 'STAY_FEE_NOT_DUE', message: M.stayFeeNotDue } });
    // A stay booked with the registration was paid with it: nothing to collect.
    const booked = await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const bookedStay = (
      ctx.deps.db.sqlite.prepare('select id from accommodation_requests where user_id = ?').get(booked.id) as {
        id: string;
      }
    ).id;
    expect(
      (await ctx.request(`/api/v1/accommodation/${bookedStay}/collect-fee`, { method: 'PUT', token: coordinator })).json
        .error,
    ).toBe('STAY_FEE_NOT_DUE');
    expect(
      (await ctx.request('/api/v1/accommodation/missing/collect-fee', { method: 'PUT', token: coordinator })).status,
    ).toBe(404);
  });

  test('a desk stay cancelled before its fee was taken passes the fee to the next stay added (the amount already carries it)', async () => {
    const guest = await insertParticipant(ctx, {
      payment_status: 'verified',
      registration_type: 'general',
      payment_amount: 299,
    });
    const first = await addStay({ userId: guest.id, ...NIGHTS });
    const revenueBefore = (await ctx.request('/api/v1/admin/payments/stats', { token: coordinator })).json.data
      .totalRevenue;
    await ctx.request(`/api/v1/accommodation/${first.json.data.accommodation.id}/cancel`, {
      method: 'PUT',
      token: coordinator,
    });
    // What Cancel Request's question says (M.cancelStayQuestion): the amount is not lowered, the fee is no longer asked
    // for (nor counted as revenue), and the next stay carries it.
    expect(amountOf(guest.id)).toBe(599);
    expect((await ctx.request('/api/v1/accommodation/admin/stats', { token: coordinator })).json.data).toMatchObject({
      deskFeesDue: 0,
    });
    expect((await ctx.request('/api/v1/admin/payments/stats', { token: coordinator })).json.data.totalRevenue).toBe(
      revenueBefore,
    );
    const second = await addStay({ userId: guest.id, ...NIGHTS, accommodationCheckIn: '2031-10-24' });
    expect(second.json.data.paymentAmount).toBe(599);
    const fees = ctx.deps.db.sqlite
      .prepare('select request_number r, desk_fee f from accommodation_requests where user_id = ? order by seq')
      .all(guest.id);
    expect(fees).toEqual([
      { r: 'ACC-0001', f: 0 },
      { r: 'ACC-0002', f: 300 },
    ]);
    expect(
      (
        await ctx.request(`/api/v1/accommodation/${first.json.data.accommodation.id}/collect-fee`, {
          method: 'PUT',
          token: coordinator,
        })
      ).status,
    ).toBe(409);
  });

  test("the cancellation mail tells the participant why their amount still includes a desk stay's uncollected fee, or that a collected one is not refunded", async () => {
    const guest = await insertParticipant(ctx, {
      name: 'Nandini Krishnan',
      payment_status: 'verified',
      registration_type: 'general',
      payment_amount: 299,
    });
    const first = await addStay({ userId: guest.id, ...NIGHTS, accommodationCheckOut: '2031-10-23' });
    await ctx.request(`/api/v1/accommodation/${first.json.data.accommodation.id}/cancel`, {
      method: 'PUT',
      token: coordinator,
    });
    const cancelled = async () =>
      (await ctx.outbox()).map(decodeMail).filter((m) => /^Subject: .*accommodation cancelled$/m.test(m));
    const [mail] = await cancelled();
    expect(mail).toContain(`To: ${guest.email}`);
    // The night of the 23rd, as /profile says it (the stored dates read 'check-out 2025-10-23': a stay of no nights).
    expect(mail).toContain('Your accommodation request ACC-0001 has been cancelled.\nNights: 23 Oct (1 night)');
    // The staff's question (M.cancelStayQuestion) in the participant's words: the ₹300 stays in the amount, owed by nobody now.
    expect(mail).toContain(
      'Its ₹300 stay fee was not collected, and you do not owe it now. Your registration amount keeps the ₹300 (it is not lowered), ' +
        'so a stay added for you later adds nothing more: the ₹300 is then paid at the accommodation desk for that stay.',
    );
    expect(amountOf(guest.id)).toBe(599);

    // The next stay carries that fee; collected and then cancelled, it is not refunded, and the mail says so.
    const second = await addStay({ userId: guest.id, ...NIGHTS });
    await ctx.request(`/api/v1/accommodation/${second.json.data.accommodation.id}/collect-fee`, {
      method: 'PUT',
      token: coordinator,
    });
    await ctx.request(`/api/v1/accommodation/${second.json.data.accommodation.id}/cancel`, {
      method: 'PUT',
      token: coordinator,
    });
    const again = (await cancelled()).find((m) => m.includes('ACC-0002'))!;
    expect(again).toContain('Its ₹300 stay fee was paid at the accommodation desk and is not refunded.');
    expect(again).not.toContain('you do not owe it now');
  });

  test("the payment lists and the participant details say what a pending participant's proof covers and that the desk stay's fee is collected at the desk", async () => {
    const admin = await adminToken(ctx);
    const guest = await insertParticipant(ctx, {
      name: 'Ravi Pending',
      payment_status: 'pending',
      registration_type: 'general',
      payment_amount: 299,
    });
    const booked = await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const pendingPayment = async (id: string) =>
      (
        (await ctx.request('/api/v1/admin/payments/pending', { token: coordinator })).json.data as { _id: string }[]
      ).find((p) => p._id === id) as any;

    expect(await pendingPayment(guest.id)).toMatchObject({ amount: 299, proofAmount: 299, deskStayFee: null });
    const stay = (await addStay({ userId: guest.id, ...NIGHTS })).json.data.accommodation;
    // The screenshot shows the ₹299 paid at registration; the ₹300 added at the desk is the desk's to collect.
    expect(await pendingPayment(guest.id)).toMatchObject({
      amount: 599,
      proofAmount: 299,
      deskStayFee: { amount: 300, requestNumber: stay.requestNumber, stayStatus: 'requested', collectedAt: null },
    });
    // The participant details, from which an admin may verify too, say the same.
    const details = async (id: string) =>
      (await ctx.request(`/api/v1/admin/users/${id}`, { token: coordinator })).json.data.payment;
    expect(await details(guest.id)).toEqual({
      proofAmount: 299,
      deskStayFee: { amount: 300, requestNumber: stay.requestNumber, stayStatus: 'requested', collectedAt: null },
    });
    // A stay booked with the registration was in the proof: nothing apart.
    expect(await pendingPayment(booked.id)).toMatchObject({ amount: 599, proofAmount: 599, deskStayFee: null });
    expect(await details(booked.id)).toEqual({ proofAmount: 599, deskStayFee: null });

    await ctx.request(`/api/v1/accommodation/${stay.id}/collect-fee`, { method: 'PUT', token: coordinator });
    expect((await pendingPayment(guest.id)).deskStayFee).toMatchObject({
      amount: 300,
      collectedAt: expect.any(String),
    });
    expect(
      (await ctx.request(`/api/v1/admin/payments/${guest.id}/verify`, { method: 'PUT', token: admin, json: {} }))
        .status,
    ).toBe(200);
    const verified = (await ctx.request('/api/v1/admin/payments/verified?page=1&q=ravi', { token: coordinator })).json
      .data[0];
    expect(verified).toMatchObject({
      amount: 599,
      proofAmount: 299,
      deskStayFee: { amount: 300, requestNumber: stay.requestNumber },
    });
  });

  test("a participant's own stays say the fee of a stay added at the desk, which a new payment proof leaves out", async () => {
    const admin = await adminToken(ctx);
    const guest = await insertParticipant(ctx, {
      name: 'Ravi Rejected',
      payment_status: 'pending',
      registration_type: 'general',
      payment_amount: 299,
    });
    const booked = await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const mine = async (id: string) =>
      (await ctx.request('/api/v1/accommodation/mine', { token: await tokenFor(ctx, id) })).json.data as any[];

    const stay = (await addStay({ userId: guest.id, ...NIGHTS })).json.data.accommodation;
    await ctx.request(`/api/v1/admin/payments/${guest.id}/reject`, {
      method: 'PUT',
      token: admin,
      json: { reason: 'Screenshot unreadable' },
    });
    // What /profile asks a new proof for: the ₹299 of the registration, not the ₹599 now on it.
    const [own] = await mine(guest.id);
    expect(own).toMatchObject({ requestNumber: stay.requestNumber, deskFee: { amount: 300, collectedAt: null } });
    expect(proofAmountOf(amountOf(guest.id), deskStayOf(await mine(guest.id))?.deskFee)).toBe(299);
    // The same figure the payment screens check the proof against.
    const details = (await ctx.request(`/api/v1/admin/users/${guest.id}`, { token: admin })).json.data.payment;
    expect(details.proofAmount).toBe(299);

    await ctx.request(`/api/v1/accommodation/${stay.id}/collect-fee`, { method: 'PUT', token: coordinator });
    expect((await mine(guest.id))[0].deskFee).toEqual({ amount: 300, collectedAt: expect.any(String) });
    // A stay booked with the registration was paid with it: nothing apart, the proof is the whole amount.
    const [bookedStay] = await mine(booked.id);
    expect(bookedStay.deskFee).toBeNull();
    expect(proofAmountOf(amountOf(booked.id), deskStayOf(await mine(booked.id))?.deskFee)).toBe(599);
  });

  test("a participant's own stays say whether they were booked with the registration or added at the desk — a desk stay without a fee too", async () => {
    const admin = await adminToken(ctx);
    const booked = await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const mine = async (id: string) =>
      (await ctx.request('/api/v1/accommodation/mine', { token: await tokenFor(ctx, id) })).json.data as any[];
    const [registered] = await mine(booked.id);
    expect(registered).toMatchObject({ source: 'registration', deskFee: null });

    // The stay booked with the registration is cancelled and the desk adds another: the amount already carries
    // accommodation, so the desk's stay has no fee — and is still the desk's.
    await ctx.request(`/api/v1/accommodation/${registered.id}/cancel`, { method: 'PUT', token: admin });
    const added = (await addStay({ userId: booked.id, ...NIGHTS })).json.data.accommodation;
    expect(added).toMatchObject({ source: 'desk', deskFee: null });
    expect((await mine(booked.id)).map((s) => [s.requestNumber, s.source])).toEqual([
      [registered.requestNumber, 'registration'],
      [added.requestNumber, 'desk'],
    ]);
    // Staff read it too, in the list.
    const list = (await ctx.request('/api/v1/accommodation/admin/all', { token: admin })).json.data as any[];
    expect(list.find((s) => s.requestNumber === added.requestNumber).source).toBe('desk');
  });

  test('a participant who booked a stay with the registration is refused too', async () => {
    const registered = await registerParticipant(ctx, {
      ...NIGHTS,
      accommodationRulesAccepted: 'true',
      needsAccommodation: 'true',
      amount: '599',
    });
    const res = await addStay({ userId: registered.id, ...NIGHTS });
    expect(res).toMatchObject({ status: 409, json: { error: 'ACCOMMODATION_ALREADY_ACTIVE' } });
    expect(amountOf(registered.id)).toBe(599);
  });

  test('an unknown id or a staff account is "Participant not found"; participants and visitors cannot add stays', async () => {
    const staffAccount = await signInStaff(ctx, 'coordinator');
    for (const userId of ['missing', staffAccount.id]) {
      expect(await addStay({ userId, ...NIGHTS })).toMatchObject({
        status: 404,
        json: { error: 'USER_NOT_FOUND', message: M.participantNotFound },
      });
    }
    const guest = await insertParticipant(ctx);
    expect((await addStay({ userId: guest.id, ...NIGHTS }, await tokenFor(ctx, guest.id))).status).toBe(403);
    expect(
      (
        await ctx.request('/api/v1/accommodation/admin/requests', {
          method: 'POST',
          json: { userId: guest.id, ...NIGHTS },
        })
      ).status,
    ).toBe(401);
    expect(staysOf(guest.id)).toEqual([]);
    expect(auditRows(ctx)).toEqual([]);
  });
});
