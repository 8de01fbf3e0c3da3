import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { DEVICE_KEY_HEADER, type Mutation, type PushResponse } from '@symposium/sync/protocol';
import { wallClockOf } from '@symposium/schema/zoned-time';
import { signPass } from '../../lib/pass-keys';
import { insertParticipant, signInStaff, type TestContext } from '../../test-support/context';
import { readEditionClock } from '../edition/edition.repository';

const HOUR_MS = 3_600_000;

/**
 * The day of the event, as a desk lives it: every event and workshop runs from `from` for `hours` (two hours ago to ten
 * hours from now by default) on the edition's clock, so scans made now are inside their check-in windows. The seeded
 * catalogue is dated for the 2025 edition; tests of the window itself date their items themselves.
 */
export function openCheckInNow(ctx: TestContext, window: { from?: number; hours?: number; only?: string } = {}) {
  openCheckInIn(ctx.deps.db.sqlite, readEditionClock(ctx.deps.db).timeZone, window);
}

/** openCheckInNow on a database file a test opened itself (a server process's); `only`: one item's id. */
export function openCheckInIn(
  sqlite: SQLite.Database,
  timeZone: string,
  { from = Date.now() - 2 * HOUR_MS, hours = 12, only }: { from?: number; hours?: number; only?: string } = {},
) {
  const start = wallClockOf(from, timeZone);
  const end = wallClockOf(from + hours * HOUR_MS, timeZone).slice(11);
  const [date, time] = [start.slice(0, 10), start.slice(11)];
  const which = only === undefined ? '' : ' where id = ?';
  const ids = only === undefined ? [] : [only];
  sqlite.prepare(`update events set date = ?, time_start = ?, time_end = ?${which}`).run(date, time, end, ...ids);
  sqlite.prepare(`update workshops set date = ?, time = ?${which}`).run(date, `${time} - ${end}`, ...ids);
}

/** A verified participant with a participant ID and a signed pass. */
export async function verifiedParticipant(
  ctx: TestContext,
  pid: string,
  type: 'general' | 'workshop' | 'both' = 'both',
) {
  return insertParticipant(ctx, {
    payment_status: 'verified',
    registration_type: type,
    participant_id: pid,
    pass_data: signPass(ctx.deps.passKeys, pid),
  });
}

export function firstEvent(ctx: TestContext) {
  return ctx.deps.db.sqlite
    .prepare("select id, name from events where category = 'technical' order by name limit 1")
    .get() as { id: string; name: string };
}
export function firstWorkshop(ctx: TestContext) {
  return ctx.deps.db.sqlite.prepare('select id, title from workshops order by title limit 1').get() as {
    id: string;
    title: string;
  };
}

/** A staff member with a registered scanner device, on the day of the event (openCheckInNow). */
export async function scannerDesk(ctx: TestContext, name = 'Main desk', role: 'coordinator' | 'admin' = 'coordinator') {
  openCheckInNow(ctx);
  const staff = await signInStaff(ctx, role);
  const deviceId = `device-${randomUUID()}`;
  const res = await ctx.request('/api/v1/sync/devices', {
    method: 'POST',
    token: staff.token,
    json: { deviceId, name },
  });
  if (res.status !== 200) throw new Error(`device registration failed: ${res.text}`);
  const deviceKey: string = res.json.data.deviceKey;
  const headers = { [DEVICE_KEY_HEADER]: deviceKey };
  async function push(
    mutations: Partial<Mutation>[] | Record<string, unknown>[],
    sentAt = new Date().toISOString(),
    extra: Record<string, unknown> = {},
  ) {
    return ctx.request('/api/v1/sync/push', {
      method: 'POST',
      token: staff.token,
      headers,
      json: { deviceId, schemaVersion: 1, sentAt, mutations, ...extra },
    }) as Promise<{ status: number; json: PushResponse & Record<string, any>; headers: Headers; text: string }>;
  }
  function pull(cursor?: string, limit?: number, extra: Record<string, string> = {}) {
    const q = new URLSearchParams({ schemaVersion: '1', deviceId, ...extra });
    if (cursor !== undefined) q.set('cursor', cursor);
    if (limit !== undefined) q.set('limit', String(limit));
    return ctx.request(`/api/v1/sync/pull?${q}`, { token: staff.token, headers });
  }
  return { staff, deviceId, deviceKey, name, push, pull };
}

export const checkIn = (
  participantId: string,
  eventId: string,
  occurredAt = new Date().toISOString(),
  extra: Partial<Mutation> = {},
) =>
  ({
    id: randomUUID(),
    type: 'check-in',
    participantId,
    eventId,
    eventType: 'event',
    occurredAt,
    ...extra,
  }) as Mutation;

export const issueKit = (participantId: string, occurredAt = new Date().toISOString(), extra: Partial<Mutation> = {}) =>
  ({
    id: randomUUID(),
    type: 'issue-kit',
    participantId,
    collectionPoint: 'main-desk',
    occurredAt,
    ...extra,
  }) as Mutation;
