import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Mutation } from '@symposium/sync/protocol';
import { createTestContext, insertParticipant, insertRegistration } from '../../test-support/context';
import { listConflicts } from './conflicts.repository';
import { firstEvent, firstWorkshop, openCheckInNow, scannerDesk, verifiedParticipant } from './sync-test-kit';

/**
 * Several desks' queues pushed in random interleavings, with replays, reordered batches and lost
 * responses, must end in the state a simple model predicts: for each (participant, item) the first
 * mutation the desk applied to arrive wins, its time is the earliest applied scan time that arrived,
 * one kit per participant, a scan the desk refused or saw as duplicate never creates anything (it is
 * REFUSED_AT_DESK, and a conflict, when the server would have accepted it), and every distinct scan is
 * logged once.
 */
const PARTICIPANTS = ['P-BOTH', 'P-GEN', 'P-PEND'] as const;
// Scans of the last three hours, of events and workshops running since then (openCheckInNow): a scan's time is kept as
// the desk says only when it is not in the future.
const BASE = Math.floor((Date.now() - 3 * 3_600_000) / 60_000) * 60_000;

/** What the desk showed (undefined: an old client or an online call, treated as applied). */
type Desk = 'applied' | 'duplicate' | 'rejected' | undefined;
type Scan = (
  | { kind: 'check-in'; who: number; item: 'event' | 'workshop'; minute: number }
  | { kind: 'kit'; who: number; minute: number }
) & { desk: Desk };

const deskArb = fc.constantFrom<Desk>('applied', 'applied', undefined, 'duplicate', 'rejected');
const scanArb: fc.Arbitrary<Scan> = fc.oneof(
  fc.record({
    kind: fc.constant('check-in' as const),
    who: fc.integer({ min: 0, max: 2 }),
    item: fc.constantFrom('event' as const, 'workshop' as const),
    minute: fc.integer({ min: 0, max: 120 }),
    desk: deskArb,
  }),
  fc.record({
    kind: fc.constant('kit' as const),
    who: fc.integer({ min: 0, max: 2 }),
    minute: fc.integer({ min: 0, max: 120 }),
    desk: deskArb,
  }),
);
const deskApplied = (s: Scan) => s.desk === undefined || s.desk === 'applied';
/** A result as the model predicts it: the status, or the REFUSED_AT_DESK code. */
const outcomeOf = (r: { status: string; error?: string }) =>
  r.error === 'REFUSED_AT_DESK' ? 'REFUSED_AT_DESK' : r.status;

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
      fc.asyncProperty(
        fc.array(fc.array(scanArb, { maxLength: 6 }), { minLength: 3, maxLength: 3 }),
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        async (queues, steps) => {
          const ctx = await createTestContext();
          try {
            const both = await verifiedParticipant(ctx, 'P-BOTH', 'both');
            await verifiedParticipant(ctx, 'P-GEN', 'general');
            await insertParticipant(ctx, { participant_id: 'P-PEND', payment_status: 'pending' });
            const event = firstEvent(ctx).id;
            const workshop = firstWorkshop(ctx).id;
            const desks = await Promise.all([0, 1, 2].map((i) => scannerDesk(ctx, `Desk ${i}`)));
            openCheckInNow(ctx, { from: BASE });
            insertRegistration(ctx, both.id, { itemType: 'workshop', itemId: workshop });

            const toMutation = (s: Scan, d: number, i: number): Mutation => {
              const occurredAt = new Date(BASE + s.minute * 60_000).toISOString();
              const id = `d${d}-m${i}-${s.kind}-${s.who}`;
              const local = s.desk === undefined ? {} : { localStatus: s.desk };
              return s.kind === 'kit'
                ? {
                    id,
                    type: 'issue-kit',
                    participantId: PARTICIPANTS[s.who],
                    collectionPoint: 'main-desk',
                    occurredAt,
                    ...local,
                  }
                : {
                    id,
                    type: 'check-in',
                    participantId: PARTICIPANTS[s.who],
                    eventId: s.item === 'event' ? event : workshop,
                    eventType: s.item,
                    occurredAt,
                    ...local,
                  };
            };
            const pending = queues.map((q, d) => q.map((s, i) => ({ scan: s, mutation: toMutation(s, d, i) })));
            const acked: (typeof pending)[number] = [];
            const arrived = new Set<string>();
            const model = new Map<string, { winner: string; minute: number }>();
            /** The answer each mutation got on first arrival (a replay answers the same). */
            const expected = new Map<string, 'applied' | 'duplicate' | 'rejected' | 'REFUSED_AT_DESK'>();
            const conflicts = { 'rejected-after-scan': 0, 'duplicate-kit': 0, 'refused-at-desk': 0 };

            const arrive = (entry: (typeof pending)[number][number]) => {
              const { scan, mutation } = entry;
              if (arrived.has(mutation.id)) return;
              arrived.add(mutation.id);
              const key = pairOf(scan);
              const current = model.get(key);
              if (!valid(scan)) {
                expected.set(mutation.id, 'rejected');
                if (scan.desk === 'applied') conflicts['rejected-after-scan']++;
              } else if (current) {
                expected.set(mutation.id, 'duplicate');
                if (scan.kind === 'check-in' && deskApplied(scan))
                  current.minute = Math.min(current.minute, scan.minute);
                if (scan.kind === 'kit' && scan.desk === 'applied') conflicts['duplicate-kit']++;
              } else if (deskApplied(scan)) {
                expected.set(mutation.id, 'applied');
                model.set(key, { winner: mutation.id, minute: scan.minute });
              } else {
                expected.set(mutation.id, 'REFUSED_AT_DESK');
                conflicts['refused-at-desk']++;
              }
            };

            const push = async (d: number, entries: typeof acked) => {
              const res = await desks[d].push(entries.map((e) => e.mutation));
              expect(res.status).toBe(200);
              entries.forEach(arrive);
              res.json.results.forEach((r, i) => {
                expect(r.id).toBe(entries[i].mutation.id);
                expect(outcomeOf(r)).toBe(expected.get(r.id));
              });
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
            const attendance = db
              .prepare('select participant_id, item_type, mutation_id, check_in_time from attendance')
              .all() as any[];
            const kits = db.prepare('select participant_id, mutation_id from kits').all() as any[];
            const actual = new Map<string, { winner: string; minute: number }>();
            for (const a of attendance) {
              actual.set(`${a.item_type}:${PARTICIPANTS.indexOf(a.participant_id)}`, {
                winner: a.mutation_id,
                minute: Math.round((Date.parse(a.check_in_time) - BASE) / 60_000),
              }); // sentAt→received latency adds ms
            }
            for (const k of kits) {
              const who = PARTICIPANTS.indexOf(k.participant_id);
              actual.set(`kit:${who}`, { winner: k.mutation_id, minute: model.get(`kit:${who}`)?.minute ?? -1 });
            }
            expect(actual).toEqual(model);
            const listed = { 'rejected-after-scan': 0, 'duplicate-kit': 0, 'refused-at-desk': 0, forced: 0 };
            for (const c of listConflicts(ctx.deps.db, true)) listed[c.kind]++;
            expect(listed).toEqual({ ...conflicts, forced: 0 });

            // A replay of everything now answers exactly what the log holds and changes nothing.
            const everything = [...acked];
            if (everything.length) {
              const before = db.prepare('select count(*) n from scan_log').get();
              const res = await desks[0].push(everything.map((e) => e.mutation));
              const stored = db.prepare('select mutation_id, result from scan_log').all() as {
                mutation_id: string;
                result: string;
              }[];
              const byId = new Map(stored.map((s) => [s.mutation_id, JSON.parse(s.result)]));
              res.json.results.forEach((r) => expect(r).toEqual(byId.get(r.id)));
              expect(db.prepare('select count(*) n from scan_log').get()).toEqual(before);
            }
          } finally {
            await ctx.close();
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
