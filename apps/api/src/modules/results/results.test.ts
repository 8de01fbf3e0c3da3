import { beforeEach, describe, expect, test } from 'vitest';
import {
  auditRows,
  freshAdminContextPerTest,
  signInStaff,
  tokenFor,
  type TestContext,
} from '../../test-support/context';
import { afterTheGames } from '../certificates/after-the-games-kit';

let ctx: TestContext;
let admin: string;
let day: Awaited<ReturnType<typeof afterTheGames>>;
freshAdminContextPerTest((fresh) => ({ ctx, token: admin } = fresh));
beforeEach(async () => {
  day = await afterTheGames(ctx);
});

const resultPath = () => `/api/v1/admin/results/event/${day.event.id}`;
const enter = (winners: unknown, token = admin) =>
  ctx.request(resultPath(), { method: 'PUT', token, json: { winners } });
const publish = (token = admin, action: 'publish' | 'unpublish' = 'publish') =>
  ctx.request(`${resultPath()}/${action}`, { method: 'POST', token });

describe('entering a result', () => {
  test('staff name the winners among those checked in; a tie shares a position; each position carries its prize', async () => {
    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    const res = await enter(
      [
        { position: 1, participantIds: [day.kavya.participant_id] },
        // A tie for second: named by account id or by participant ID, either works.
        { position: 2, participantIds: [day.arjun.id, day.meera.participant_id.toLowerCase()] },
      ],
      coordinator,
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      item: { id: day.event.id, name: day.event.name, type: 'event' },
      published: false,
      winners: [
        {
          position: 1,
          prize: '₹3,000 and a trophy',
          participants: [{ id: day.kavya.id, participantId: 'SYM25-0001', name: 'Kavya Raman' }],
        },
        {
          position: 2,
          prize: '₹2,000',
          participants: [
            { name: 'Arjun Subramanian', college: 'College of Engineering, Guindy' },
            { name: 'Meera Nair', college: 'NIT Tiruchirappalli' },
          ],
        },
      ],
    });

    const read = await ctx.request(resultPath(), { token: coordinator });
    expect(read.json.data.winners).toEqual(res.json.data.winners);
    // Every position's prize, held or not, for the picker to show beside it.
    expect(read.json.data.prizes).toEqual({ 1: '₹3,000 and a trophy', 2: '₹2,000', 3: '₹1,000' });
    // The picker: everyone checked in to the event (an admit-anyway included), never Rahul who did not come.
    expect(read.json.data.checkedIn.map((p: any) => p.name)).toEqual([
      'Arjun Subramanian',
      'Kavya Raman',
      'Meera Nair',
    ]);
    expect(Object.keys(read.json.data.checkedIn[0]).sort()).toEqual(['college', 'id', 'name', 'participantId']);
    expect(auditRows(ctx).filter((r) => r.action === 'result.enter')).toHaveLength(1);
  });

  test('only participants checked in to the event can win: the 400 names who was not', async () => {
    const res = await enter([
      { position: 1, participantIds: [day.kavya.participant_id, day.rahul.participant_id] },
      { position: 3, participantIds: ['SYM25-9999'] },
    ]);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: 'NOT_CHECKED_IN',
      message: 'Only participants checked in to this event can win. Not checked in: SYM25-0004, SYM25-9999',
      notCheckedIn: ['SYM25-0004', 'SYM25-9999'],
    });
    expect((await ctx.request(resultPath(), { token: admin })).json.data.winners).toEqual([]);
  });

  test('someone named twice, a position given twice or a position past third is refused with a message', async () => {
    const twice = await enter([
      { position: 1, participantIds: [day.kavya.participant_id] },
      { position: 2, participantIds: [day.kavya.id] },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe('SYM25-0001 is named more than once');
    const positionTwice = await enter([
      { position: 1, participantIds: [day.kavya.id] },
      { position: 1, participantIds: [day.arjun.id] },
    ]);
    expect(positionTwice.json.message).toBe(
      'Each position appears once; put tied participants together in one position',
    );
    const fourth = await enter([{ position: 4, participantIds: [day.kavya.id] }]);
    expect([fourth.status, fourth.json.message]).toEqual([400, 'A position is 1, 2 or 3']);
  });

  test('a workshop has no result (400) and an unknown event is a 404', async () => {
    const workshop = await ctx.request(`/api/v1/admin/results/workshop/${day.workshop.id}`, { token: admin });
    expect([workshop.status, workshop.json.message]).toEqual([
      400,
      'Workshops have no results: their participants receive a certificate of completion',
    ]);
    const unknown = await ctx.request('/api/v1/admin/results/event/no-such-event', { token: admin });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'EVENT_NOT_FOUND']);
  });
});

describe('publishing', () => {
  test('GET /results lists only published results, with names and colleges and never an email or a phone', async () => {
    await enter([
      { position: 1, participantIds: [day.kavya.participant_id] },
      { position: 3, participantIds: [day.arjun.participant_id] },
    ]);
    expect((await ctx.request('/api/v1/results')).json.data).toEqual([]);

    expect((await publish()).json.data.published).toBe(true);
    const listed = await ctx.request('/api/v1/results');
    expect(listed.json.data).toEqual([
      {
        event: { id: day.event.id, name: day.event.name, category: 'technical' },
        publishedAt: expect.any(String),
        winners: [
          {
            position: 1,
            prize: '₹3,000 and a trophy',
            participants: [{ name: 'Kavya Raman', college: 'PSG College of Technology' }],
          },
          {
            position: 3,
            prize: '₹1,000',
            participants: [{ name: 'Arjun Subramanian', college: 'College of Engineering, Guindy' }],
          },
        ],
      },
    ]);
    for (const secret of [day.kavya.email, day.kavya.phone, 'students.example.in', day.kavya.id, 'SYM25-0001']) {
      expect(listed.text).not.toContain(secret);
    }

    // A published result is not edited in place; unpublished, it can be corrected and published again.
    expect((await enter([{ position: 1, participantIds: [day.meera.id] }])).json.error).toBe('RESULT_PUBLISHED');
    expect((await publish(admin, 'unpublish')).json.data.published).toBe(false);
    expect((await ctx.request('/api/v1/results')).json.data).toEqual([]);
    expect((await enter([{ position: 1, participantIds: [day.meera.id] }])).status).toBe(200);

    expect(auditRows(ctx).map((r) => r.action)).toEqual(
      expect.arrayContaining(['result.enter', 'result.publish', 'result.unpublish']),
    );
    const published = auditRows(ctx).find((r) => r.action === 'result.publish')!;
    expect(published.after).toMatchObject({
      published: true,
      winners: [
        { position: 1, participants: ['SYM25-0001'] },
        { position: 3, participants: ['SYM25-0002'] },
      ],
    });
  });

  test('the staff list shows every event with its checked-in count and result state; /config says once any is published', async () => {
    const summaries = async () =>
      (await ctx.request('/api/v1/admin/results', { token: admin })).json.data as {
        item: { id: string };
        winners: number;
        checkedIn: number;
        published: boolean;
      }[];
    const config = async () => (await ctx.request('/api/v1/config')).json.data.resultsPublished;
    const ofEvent = async () => (await summaries()).find((s) => s.item.id === day.event.id);
    const checkedIn = (await ctx.request(resultPath(), { token: admin })).json.data.checkedIn.length;

    expect(await ofEvent()).toMatchObject({ winners: 0, checkedIn, published: false, publishedAt: null });
    expect(checkedIn).toBeGreaterThan(0);
    expect(await config()).toBe(false);

    await enter([{ position: 1, participantIds: [day.kavya.participant_id, day.arjun.participant_id] }]);
    expect(await ofEvent()).toMatchObject({ winners: 2, published: false });
    expect(await config()).toBe(false);

    await publish();
    expect(await ofEvent()).toMatchObject({ winners: 2, published: true, publishedAt: expect.any(String) });
    expect(await config()).toBe(true);
    // Other events are listed too, untouched.
    expect((await summaries()).filter((s) => s.published)).toHaveLength(1);
    expect((await summaries()).length).toBeGreaterThan(1);
  });

  test('publishing a result that was never entered is a 404', async () => {
    const res = await publish();
    expect([res.status, res.json.message]).toEqual([404, 'No result has been entered for this event yet']);
  });

  test('a coordinator enters results but may not publish or unpublish them; a participant may do neither', async () => {
    const coordinator = (await signInStaff(ctx, 'coordinator')).token;
    expect((await enter([{ position: 1, participantIds: [day.kavya.id] }], coordinator)).status).toBe(200);
    expect((await publish(coordinator)).status).toBe(403);
    expect((await publish(coordinator, 'unpublish')).status).toBe(403);
    const participant = await tokenFor(ctx, day.kavya.id);
    expect((await enter([{ position: 1, participantIds: [day.kavya.id] }], participant)).status).toBe(403);
    expect((await ctx.request(resultPath(), { token: participant })).status).toBe(403);
  });
});
