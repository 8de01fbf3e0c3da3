import type { AttendanceRecord, KitRecord, Mutation, MutationResult, PullChanges, RosterItem, RosterParticipant } from '../protocol';
import type { SyncStore } from './engine';

/** A SyncStore in memory: the reference the Dexie store mirrors, used by tests and tools. */
export class MemorySyncStore implements SyncStore {
  outbox: Mutation[] = [];
  results = new Map<string, MutationResult>();
  participants = new Map<string, RosterParticipant>();
  items = new Map<string, RosterItem>();
  attendance = new Map<string, AttendanceRecord>();
  kits = new Map<string, KitRecord>();
  cursor: string | undefined;

  async outboxBatch(limit: number) {
    return this.outbox.slice(0, limit);
  }
  async outboxCount() {
    return this.outbox.length;
  }
  async acknowledge(results: MutationResult[]) {
    const done = new Set(results.map((r) => r.id));
    this.outbox = this.outbox.filter((m) => !done.has(m.id));
    for (const r of results) this.results.set(r.id, r);
  }
  async getCursor() {
    return this.cursor;
  }
  async applyPull(changes: PullChanges, cursor: string) {
    for (const p of changes.participants) this.participants.set(p.participantId, p);
    for (const i of changes.items) this.items.set(i.id, i);
    for (const a of changes.attendance) this.attendance.set(`${a.participantId}:${a.itemType}:${a.itemId}`, a);
    for (const k of changes.kits) this.kits.set(k.participantId, k);
    this.cursor = cursor;
  }
  async resetRoster() {
    this.participants.clear();
    this.items.clear();
    this.attendance.clear();
    this.kits.clear();
    this.cursor = undefined;
  }
}
