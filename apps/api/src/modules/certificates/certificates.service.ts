import {
  CERTIFICATE_ID_PATTERN,
  compareCertificates,
  CERTIFICATE_MESSAGES,
  type CertificateVerification,
  type MyCertificate,
} from '@symposium/schema/certificates';
import { editionTitle } from '@symposium/schema/edition';
import { ErrorCode } from '@symposium/schema/error-codes';
import type { ResultPosition } from '@symposium/schema/results';
import { writeTransaction, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { readEdition } from '../edition/edition.repository';
import { certificatesOfUser, findCertificateView, setRevoked, type CertificateView } from './certificates.repository';

export const certificateNotFound = () => notFound(CERTIFICATE_MESSAGES.notFound);

/** The certificate, or a 404 for anything else (an id of the wrong form never reaches the database). */
export function certificateById(db: Db, id: string): CertificateView {
  const view = CERTIFICATE_ID_PATTERN.test(id) ? findCertificateView(db, id) : undefined;
  if (!view) throw certificateNotFound();
  return view;
}

const itemOf = (c: CertificateView) => ({ id: c.item_id, name: c.item_name, type: c.item_type });
const positionOf = (c: CertificateView) =>
  c.kind === 'merit' && c.position ? { position: c.position as ResultPosition } : {};

export function toMyCertificate(c: CertificateView): MyCertificate {
  return {
    id: c.id,
    kind: c.kind,
    item: itemOf(c),
    ...positionOf(c),
    issuedAt: c.issued_at,
    revoked: c.revoked_at !== null,
    ...(c.revoked_reason ? { revokedReason: c.revoked_reason } : {}),
  };
}

/** A participant's certificates as every list shows them: prizes first, then by name (compareCertificates). */
export const myCertificates = (db: Db, userId: string) =>
  certificatesOfUser(db, userId).map(toMyCertificate).sort(compareCertificates);

/** GET /certificates/:id/verify: what anyone holding the link may read (no email, phone or participant ID). */
export function verifyCertificate(deps: AppDeps, id: string): CertificateVerification {
  const c = certificateById(deps.db, id);
  const revoked = c.revoked_at !== null;
  return {
    valid: !revoked,
    kind: c.kind,
    name: c.name,
    college: c.college,
    item: itemOf(c),
    ...positionOf(c),
    edition: editionTitle(readEdition(deps.db, deps.env)),
    issuedAt: c.issued_at,
    ...(revoked
      ? { revoked: true, revokedAt: c.revoked_at!, reason: c.revoked_reason ?? CERTIFICATE_MESSAGES.revokedWords }
      : {}),
  };
}

const auditShape = (c: CertificateView) => ({
  kind: c.kind,
  participant: c.participant_id ?? c.user_id,
  item: c.item_name,
  revoked: c.revoked_at !== null,
  revokedReason: c.revoked_reason,
});

/** Revokes (with a reason) or restores a certificate; its verification page says so from the next request. */
export function setCertificateRevoked(
  db: Db,
  actor: Pick<UsersTable, 'id' | 'name'>,
  id: string,
  reason: string | null,
): MyCertificate {
  if (!CERTIFICATE_ID_PATTERN.test(id)) throw certificateNotFound();
  return writeTransaction(db, () => {
    const before = certificateById(db, id);
    if (reason !== null && before.revoked_at) {
      throw new AppError(409, ErrorCode.CERTIFICATE_ALREADY_REVOKED, CERTIFICATE_MESSAGES.alreadyRevoked);
    }
    if (reason === null && !before.revoked_at) {
      throw new AppError(409, ErrorCode.CERTIFICATE_NOT_REVOKED, CERTIFICATE_MESSAGES.notRevoked);
    }
    const at = nowIso();
    setRevoked(db, id, reason === null ? null : { at, reason, by: actor.id }, at);
    const after = findCertificateView(db, id)!;
    recordAudit(db, {
      actor,
      action: reason === null ? 'certificate.restore' : 'certificate.revoke',
      entityType: 'certificate',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return toMyCertificate(after);
  });
}
