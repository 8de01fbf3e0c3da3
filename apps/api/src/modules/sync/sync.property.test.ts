import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Mutation } from '@symposium/sync/protocol';
import { createTestContext, insertParticipant } from '../../test-support/context';
import { firstEvent, firstWorkshop, scannerDesk, verifiedParticipant } from './sync-test-kit';

/**
 * Several desks' queues pushed in random interleavings, with replays, reordered batches and lost
 * responses, must end in the state a simple model predicts: for each (participant, item) the first
 * mutation to arrive wins, its time is the earliest scan time that arrived, one kit per participant,
 * and every distinct scan is logged once.
 */
const PARTICIPANTS = ['P-BOTH', 'P-GEN', 'P-PEND'] as const;
const BASE = Date.parse('2025-10-23T03:30:00.000Z');

type Scan = { kind: 'check-in'; who: number; item: 'event' | 'workshop'; minute: number } | { kind: 'kit'; who: number; minute: number };

const scanArb: fc.Arbitrary<Scan> = fc.oneof(
  fc.record({ kind: fc.constant('check-in' as const), who: fc.integer({ min: 0, max: 2 }), item: fc.constantFrom('event' as const, 'workshop' as const), minute: fc.integer({ min: 0, max: 120 }) }),
  fc.record({ kind: fc.constant('kit' as const), who: fc.integer({ min: 0, max: 2 }), minute: fc.integer({ min: 0, max: 120 }) }),
);

const stepArb = fc.record({
  device: fc.integer({ min: 0, max: 2 }),
  batch: fc.integer({ min: 1, max: 4 }),
  loseResponse: fc.boolean(),
  replayAcked: fc.boolean(),
  reverse: fc.boolean(),
});

const valid = (s: Scan) => {
  const who = PARTICIPANTS[s.who];
  if (who === 'P-PEND') return false;
  if (s.kind === 'kit') return true;
  return who === 'P-BOTH' || s.item === 'event';
};
const pairOf = (s: Scan) => (s.kind === 'kit' ? `kit:${s.who}` : `${s.item}:${s.who}`);

describe('sync engine model check', () => {
  test('random interleavings, replays, reorders and lost responses reach the model’s state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(scanArb, { maxLength: 6 }), { minLength: 3, maxLength: 3 }), fc.array(stepArb, { minLength: 1, maxLength: 25 }), async (queues, steps) => {
        const ctx = await createTestContext();
        try {
          await verifiedParticipant(ctx, 'P-BOTH', 'both');
          await verifiedParticipant(ctx, 'P-GEN', 'general');
          await insertParticipant(ctx, { participant_id: 'P-PEND', payment_status: 'pending' });
          const event = firstEvent(ctx).id;
          const workshop = firstWorkshop(ctx).id;
          const desks = await Promise.all([0, 1, 2].map((i) => scannerDesk(ctx, `Desk ${i}`)));

          const toMutation = (s: Scan, d: number, i: number): Mutation => {
            const occurredAt = new Date(BASE + s.minute * 60_000).toISOString();
            const id = `d${d}-m${i}-${s.kind}-${s.who}`;
            return s.kind === 'kit'
              ? { id, type: 'issue-kit', participantId: PARTICIPANTS[s.who], collectionPoint: 'main-desk', occurredAt }
              : { id, type: 'check-in', participantId: PARTICIPANTS[s.who], eventId: s.item === 'event' ? event : workshop, eventType: s.item, occurredAt };
          };
          const pending = queues.map((q, d) => q.map((s, i) => ({ scan: s, mutation: toMutation(s, d, i) })));
          const acked: (typeof pending)[number] = [];
          const arrived = new Set<string>();
          const model = new Map<string, { winner: string; minute: number }>();

          const arrive = (entry: (typeof pending)[number][number]) => {
            if (arrived.has(entry.mutation.id)) return;
            arrived.add(entry.mutation.id);
            if (!valid(entry.scan)) return;
            const key = pairOf(entry.scan);
            const current = model.get(key);
            if (!current) model.set(key, { winner: entry.mutation.id, minute: entry.scan.minute });
            else if (entry.scan.kind === 'check-in') current.minute = Math.min(current.minute, entry.scan.minute);
          };

          const push = async (d: number, entries: typeof acked) => {
            const res = await desks[d].push(entries.map((e) => e.mutation));
            expect(res.status).toBe(200);
            entries.forEach(arrive);
            res.json.results.forEach((r, i) => expect(r.id).toBe(entries[i].mutation.id));
          };

          for (const step of steps) {
            const queue = pending[step.device];
            let batch = queue.slice(0, step.batch);
            if (step.replayAcked && acked.length) batch = [...batch, acked[acked.length - 1]];
            if (step.reverse) batch = [...batch].reverse();
            if (!batch.length) continue;
            await push(step.device, batch);
            if (!step.loseResponse) {
              // Acknowledged: the device drops those entries from its queue.
              for (const e of batch) {
                const at = queue.indexOf(e);
                if (at >= 0) {
                  queue.splice(at, 1);
                  acked.push(e);
                }
              }
            }
          }
          // Finally every device drains what is left (their last responses are never lost).
          for (const [d, queue] of pending.entries()) if (queue.length) await push(d, queue.splice(0));

          const db = ctx.deps.db.sqlite;
          expect((db.prepare('select count(*) n from scan_log').get() as { n: number }).n).toBe(arrived.size);
          const attendance = db.prepare('select participant_id, item_type, mutation_id, check_in_time from attendance').all() as any[];
          const kits = db.prepare('select participant_id, mutation_id from kits').all() as any[];
          const actual = new Map<string, { winner: string; minute: number }>();
          for (const a of attendance) {
            actual.set(`${a.item_type}:${PARTICIPANTS.indexOf(a.participant_id)}`, { winner: a.mutation_id, minute: Math.round((Date.parse(a.check_in_time) - BASE) / 60_000) }); // sentAt→received latency adds ms
          }
          for (const k of kits) {
            const who = PARTICIPANTS.indexOf(k.participant_id);
            actual.set(`kit:${who}`, { winner: k.mutation_id, minute: model.get(`kit:${who}`)?.minute ?? -1 });
          }
          expect(actual).toEqual(model);

          // A replay of everything now answers exactly what the log holds and changes nothing.
          const everything = [...acked];
          if (everything.length) {
            const before = db.prepare('select count(*) n from scan_log').get();
            const res = await desks[0].push(everything.map((e) => e.mutation));
            const stored = db.prepare('select mutation_id, result from scan_log').all() as { mutation_id: string; result: string }[];
            const byId = new Map(stored.map((s) => [s.mutation_id, JSON.parse(s.result)]));
            res.json.results.forEach((r) => expect(r).toEqual(byId.get(r.id)));
            expect(db.prepare('select count(*) n from scan_log').get()).toEqual(before);
          }
        } finally {
          await ctx.close();
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
