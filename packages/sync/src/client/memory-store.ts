import type {
  AttendanceRecord,
  KitRecord,
  Mutation,
  MutationResult,
  PullChanges,
  RosterItem,
  RosterParticipant,
  RosterRegistration,
} from '../protocol';
import { KEPT_ACKNOWLEDGED, type SyncStore } from './engine';

interface Roster {
  participants: Map<string, RosterParticipant>;
  items: Map<string, RosterItem>;
  registrations: Map<string, RosterRegistration>;
  attendance: Map<string, AttendanceRecord>;
  kits: Map<string, KitRecord>;
}

const emptyRoster = (): Roster => ({
  participants: new Map(),
  items: new Map(),
  registrations: new Map(),
  attendance: new Map(),
  kits: new Map(),
});
export const attendanceKeyOf = (a: Pick<AttendanceRecord, 'participantId' | 'itemType' | 'itemId'>) =>
  `${a.participantId}:${a.itemType}:${a.itemId}`;

function applyChanges(roster: Roster, changes: PullChanges) {
  for (const p of changes.participants) roster.participants.set(p.participantId, p);
  for (const i of changes.items) roster.items.set(i.id, i);
  for (const r of changes.registrations ?? []) roster.registrations.set(r.id, r);
  for (const a of changes.attendance) roster.attendance.set(attendanceKeyOf(a), a);
  for (const k of changes.kits) roster.kits.set(k.participantId, k);
}

/** A SyncStore in memory: the reference the Dexie store mirrors, used by tests and tools. */
export class MemorySyncStore implements SyncStore {
  outbox: Mutation[] = [];
  results = new Map<string, MutationResult>();
  /** Acknowledged mutations, oldest first (the newest `KEPT_ACKNOWLEDGED`): a restored server is sent them again. */
  acknowledged = new Map<string, Mutation>();
  participants = new Map<string, RosterParticipant>();
  items = new Map<string, RosterItem>();
  registrations = new Map<string, RosterRegistration>();
  attendance = new Map<string, AttendanceRecord>();
  kits = new Map<string, KitRecord>();
  cursor: string | undefined;
  /** A fresh snapshot being downloaded (after a reset); the roster above stays in use until it is complete. */
  staging: (Roster & { cursor: string | undefined }) | null = null;

  async outboxBatch(limit: number) {
    return this.outbox.slice(0, limit);
  }
  async outboxCount() {
    return this.outbox.length;
  }
  async acknowledge(results: MutationResult[]) {
    const done = new Set(results.map((r) => r.id));
    for (const m of this.outbox) if (done.has(m.id)) this.acknowledged.set(m.id, m);
    this.outbox = this.outbox.filter((m) => !done.has(m.id));
    for (const r of results) this.results.set(r.id, r);
    for (const id of this.acknowledged.keys()) {
      if (this.acknowledged.size <= KEPT_ACKNOWLEDGED) break;
      this.acknowledged.delete(id);
    }
  }
  async getCursor() {
    return this.staging ? this.staging.cursor : this.cursor;
  }
  async applyPull(changes: PullChanges, cursor: string, hasMore: boolean) {
    if (!this.staging) {
      applyChanges(this, changes);
      this.cursor = cursor;
      return;
    }
    applyChanges(this.staging, changes);
    this.staging.cursor = cursor;
    if (!hasMore) this.swapInSnapshot();
  }
  async resetRoster() {
    this.staging = { ...emptyRoster(), cursor: undefined };
    const queued = new Set(this.outbox.map((m) => m.id));
    const resent = [...this.acknowledged.values()].filter((m) => !queued.has(m.id));
    // Before the scans queued since: they were scanned first.
    this.outbox = [...resent, ...this.outbox];
    return resent.length;
  }

  /** The complete snapshot replaces the roster; the desk's own records of scans not yet pushed stay. */
  private swapInSnapshot() {
    const snapshot = this.staging!;
    const pending = new Set(this.outbox.map((m) => m.id));
    for (const [key, record] of this.attendance)
      if (pending.has(record.id) && !snapshot.attendance.has(key)) snapshot.attendance.set(key, record);
    for (const [key, record] of this.kits)
      if (pending.has(record.id) && !snapshot.kits.has(key)) snapshot.kits.set(key, record);
    this.participants = snapshot.participants;
    this.items = snapshot.items;
    this.registrations = snapshot.registrations;
    this.attendance = snapshot.attendance;
    this.kits = snapshot.kits;
    this.cursor = snapshot.cursor;
    this.staging = null;
  }
}
