import type { RosterItem } from '@symposium/sync/protocol';
import type { Db } from '../../db/client';
import { readEditionClock } from '../edition/edition.repository';
import { readEditionSwitch, storedLateResult, type EditionSwitch } from './late-scans';
import { eventToRosterItem, workshopToRosterItem, type ParticipantRow } from './roster.mapper';
import {
  findEventRow,
  findParticipantByPid,
  findStaffMember,
  findParticipantsByPids,
  findScan,
  findStoredResults,
  findWorkshopRow,
} from './sync.repository';

/**
 * The reads of an apply that cannot change while its write transaction runs, each done once:
 * - stored results: a push reads those of all its mutation ids in one query, and remembers each result it
 *   stores, so an id sent twice in one batch is a replay of the first;
 * - participants: a push reads all it names in one query (applying scans never writes a roster column);
 * - events and workshops: once each.
 * Attendance and kits are read per mutation: an earlier mutation of the same batch may have written them.
 * A lookup made for one mutation (an online scan) reads each on demand.
 */
export class ApplyLookups {
  private readonly results = new Map<string, string>();
  private readonly resultsRead = new Set<string>();
  private readonly participants = new Map<string, ParticipantRow | undefined>();
  private readonly items = new Map<string, RosterItem | undefined>();
  private readonly staffMembers = new Map<string, { id: string; name: string } | undefined>();
  private editionSwitchRead: EditionSwitch | null | undefined;
  private editionClockRead: { timeZone: string; opensAt: string } | undefined;

  private constructor(private readonly db: Db) {}

  static onDemand(db: Db): ApplyLookups {
    return new ApplyLookups(db);
  }

  static forBatch(db: Db, mutations: readonly ({ id: string } & Record<string, unknown>)[]): ApplyLookups {
    const lookups = new ApplyLookups(db);
    const ids = mutations.map((m) => m.id);
    for (const row of findStoredResults(db, ids)) lookups.results.set(row.mutation_id, row.result);
    for (const id of ids) lookups.resultsRead.add(id);
    const pids = [...new Set(mutations.map((m) => m.participantId).filter((p): p is string => typeof p === 'string'))];
    for (const pid of pids) lookups.participants.set(pid, undefined);
    for (const row of findParticipantsByPids(db, pids)) lookups.participants.set(row.participant_id!, row);
    return lookups;
  }

  storedResult(mutationId: string): string | undefined {
    if (this.results.has(mutationId) || this.resultsRead.has(mutationId)) return this.results.get(mutationId);
    return findScan(this.db, mutationId)?.result;
  }

  /** When the current edition started and the finished one's archive; null before any edition switch. */
  editionSwitch(): EditionSwitch | null {
    if (this.editionSwitchRead === undefined) this.editionSwitchRead = readEditionSwitch(this.db);
    return this.editionSwitchRead;
  }

  /** The edition's time zone and when its registration opened, read once. */
  editionClock(): { timeZone: string; opensAt: string } {
    this.editionClockRead ??= readEditionClock(this.db);
    return this.editionClockRead;
  }

  /** The stored answer of a late scan of a finished edition (late-scans.ts), for a replay. */
  lateResult(mutationId: string): string | undefined {
    return this.editionSwitch() ? storedLateResult(this.db, mutationId) : undefined;
  }

  /** Called with each result as it is stored, in the same transaction. */
  remember(mutationId: string, result: string): void {
    this.results.set(mutationId, result);
  }

  participant(participantId: string): ParticipantRow | undefined {
    if (!this.participants.has(participantId))
      this.participants.set(participantId, findParticipantByPid(this.db, participantId));
    return this.participants.get(participantId);
  }

  /** A staff account a scan names as its scanner (`scannedBy`), read once per batch; undefined when it is none. */
  staffMember(id: string): { id: string; name: string } | undefined {
    if (!this.staffMembers.has(id)) this.staffMembers.set(id, findStaffMember(this.db, id));
    return this.staffMembers.get(id);
  }

  item(kind: 'event' | 'workshop', id: string): RosterItem | undefined {
    const key = `${kind}:${id}`;
    if (!this.items.has(key)) this.items.set(key, readItem(this.db, kind, id));
    return this.items.get(key);
  }
}

function readItem(db: Db, kind: 'event' | 'workshop', id: string): RosterItem | undefined {
  if (kind === 'workshop') {
    const row = findWorkshopRow(db, id);
    return row && workshopToRosterItem(row);
  }
  const row = findEventRow(db, id);
  return row && eventToRosterItem(row);
}
