import { randomFillSync } from 'node:crypto';
import type { CertificateKind } from '@symposium/schema/certificates';
import { writeTransaction } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { nowIso } from '../../lib/ids';
import { profileLink } from '../../lib/site-links';
import { recordAudit } from '../audit/audit.repository';
import { readEdition } from '../edition/edition.repository';
import { certificatesReadyMail } from './certificates.mails';
import { earnedNotIssued, insertCertificates, recipients } from './certificates.repository';

const ID_BYTES = 16;

/** `count` certificate ids: 128 bits each from the CSPRNG, base64url (22 characters, no padding). */
export function newCertificateIds(count: number): string[] {
  const pool = randomFillSync(Buffer.alloc(count * ID_BYTES));
  return Array.from({ length: count }, (_, i) => pool.subarray(i * ID_BYTES, (i + 1) * ID_BYTES).toString('base64url'));
}

export interface ReleaseOutcome {
  issued: number;
  mailed: number;
  byKind: Record<CertificateKind, number>;
}

/**
 * POST /admin/certificates/release: issues every certificate earned and not yet issued, and queues one mail per
 * participant who received any, in one transaction (a mail exists if and only if its certificates do). Running it
 * again issues only what is new since. Records rows only: each PDF is drawn on its first download.
 */
export function releaseCertificates(deps: AppDeps, actor: Pick<UsersTable, 'id' | 'name'>): ReleaseOutcome {
  const edition = readEdition(deps.db, deps.env);
  const profileUrl = profileLink(deps.env);
  return writeTransaction(deps.db, () => {
    const earned = earnedNotIssued(deps.db);
    const byKind: Record<CertificateKind, number> = { participation: 0, workshop: 0, merit: 0 };
    if (earned.length === 0) return { issued: 0, mailed: 0, byKind };
    const ids = newCertificateIds(earned.length);
    insertCertificates(
      deps.db,
      earned.map((row, i) => ({ ...row, id: ids[i]! })),
      nowIso(),
    );
    const names = itemNames(deps);
    const perUser = new Map<string, { kind: CertificateKind; itemName: string }[]>();
    for (const row of earned) {
      byKind[row.kind] += 1;
      const list = perUser.get(row.user_id) ?? [];
      list.push({ kind: row.kind, itemName: names.get(`${row.item_type}:${row.item_id}`) ?? row.item_id });
      perUser.set(row.user_id, list);
    }
    const people = recipients(deps.db, [...perUser.keys()]);
    for (const person of people) {
      deps.mailer.sendInBackground(certificatesReadyMail(edition, person, perUser.get(person.id)!, profileUrl));
    }
    const outcome = { issued: earned.length, mailed: people.length, byKind };
    recordAudit(deps.db, {
      actor,
      action: 'certificates.release',
      entityType: 'certificates',
      entityId: 'release',
      after: outcome,
    });
    return outcome;
  });
}

function itemNames(deps: AppDeps): Map<string, string> {
  const rows = deps.db.sqlite
    .prepare(
      "select 'event:' || id as key, name from events union all select 'workshop:' || id as key, title as name from workshops",
    )
    .all() as { key: string; name: string }[];
  return new Map(rows.map((r) => [r.key, r.name]));
}
