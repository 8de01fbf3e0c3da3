import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  CERTIFICATE_KIND_LABELS,
  DEFAULT_CERTIFICATE_TEMPLATE,
  type CertificateTemplateState,
} from '@symposium/schema/certificates';
import { editionDateLabel, editionTitle } from '@symposium/schema/edition';
import { POSITION_LABELS, type ResultPosition } from '@symposium/schema/results';
import type { AppDeps } from '../../lib/context';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir';
import { verifyCertificateLink } from '../../lib/site-links';
import { readEdition } from '../edition/edition.repository';
import { readSettings } from '../settings/settings.repository';
import { renderCertificatePdf, type CertificatePdfModel } from './certificate-pdf';
import { readTemplateImage } from './certificate-images';
import { firstEventName, type CertificateView } from './certificates.repository';

// Each PDF is drawn on its first download and kept in DATA_DIR/certificates (private: only this route reads it).
// Its file name carries a digest of everything drawn on it, so a changed template, name or signature draws it anew.

function achievementOf(c: CertificateView): string {
  if (c.kind === 'workshop') return 'has successfully completed the workshop';
  if (c.kind === 'merit' && c.position) return `has won ${POSITION_LABELS[c.position as ResultPosition]} in`;
  return 'has participated in';
}

export function certificateModel(deps: AppDeps, c: CertificateView): CertificatePdfModel {
  const edition = readEdition(deps.db, deps.env);
  const template = readSettings(deps.db, deps.env).certificate ?? DEFAULT_CERTIFICATE_TEMPLATE;
  const dir = deps.env.certificateImagesDir;
  return {
    title: CERTIFICATE_KIND_LABELS[c.kind],
    editionTitle: editionTitle(edition),
    editionDates: editionDateLabel(edition),
    collegeName: edition.collegeName,
    associationName: edition.associationName,
    participantName: c.name,
    participantCollege: c.college,
    achievement: achievementOf(c),
    itemName: c.item_name,
    verifyUrl: verifyCertificateLink(deps.env, c.id),
    signatories: template.signatories.map((s, index) => ({
      ...s,
      signature: readTemplateImage(dir, { kind: 'signature', index }),
    })),
    logo: readTemplateImage(dir, { kind: 'logo' }),
  };
}

function digestOf(model: CertificatePdfModel): string {
  const hash = createHash('sha256');
  const { signatories, logo, ...texts } = model;
  hash.update(JSON.stringify(texts));
  for (const s of signatories) hash.update(`\0${s.name}\0${s.title}\0`).update(s.signature?.bytes ?? '');
  hash.update('\0logo\0').update(logo?.bytes ?? '');
  return hash.digest('hex').slice(0, 16);
}

/** The certificate's PDF: the cached file when it is current, else drawn, kept, and the older copies removed. */
export async function certificatePdf(deps: AppDeps, c: CertificateView): Promise<Buffer> {
  const model = certificateModel(deps, c);
  const dir = deps.env.certificatePdfsDir;
  const file = path.join(dir, `${c.id}.${digestOf(model)}.pdf`);
  const cached = await fs.promises.readFile(file).catch(() => null);
  if (cached) return cached;
  const pdf = Buffer.from(await renderCertificatePdf(model));
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.promises.writeFile(temporary, pdf, { mode: PRIVATE_FILE_MODE });
  await fs.promises.rename(temporary, file);
  const stale = (await fs.promises.readdir(dir)).filter(
    (name) => name.startsWith(`${c.id}.`) && name.endsWith('.pdf') && path.join(dir, name) !== file,
  );
  await Promise.all(stale.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
  return pdf;
}

/**
 * A sample certificate drawn with the template as it stands (the edition, the signatories and their signatures, the
 * logo), for organisers to look at before releasing: never kept, never verifiable (its id is all zeros).
 */
export async function sampleCertificatePdf(deps: AppDeps): Promise<Uint8Array> {
  const itemName = firstEventName(deps.db) ?? 'An Event of the Symposium';
  const sample: CertificateView = {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    user_id: '',
    kind: 'participation',
    item_type: 'event',
    item_id: '',
    position: null,
    issued_at: new Date().toISOString(),
    revoked_at: null,
    revoked_reason: null,
    name: 'Participant Name',
    college: 'Their College',
    participant_id: null,
    item_name: itemName,
  };
  return renderCertificatePdf(certificateModel(deps, sample));
}

/** The next edition: last edition's PDFs go with its certificates (the archive keeps the records in its CSV). */
export function removeCertificatePdfs(deps: Pick<AppDeps, 'env'>): void {
  fs.rmSync(deps.env.certificatePdfsDir, { recursive: true, force: true });
}

/** Who signs, and which of the template's images are uploaded (Settings → Certificates). */
export function certificateTemplateState(deps: AppDeps): CertificateTemplateState {
  const dir = deps.env.certificateImagesDir;
  return {
    signatories: readSettings(deps.db, deps.env).certificate.signatories.map((s, index) => ({
      ...s,
      hasSignature: readTemplateImage(dir, { kind: 'signature', index }) !== null,
    })),
    hasLogo: readTemplateImage(dir, { kind: 'logo' }) !== null,
  };
}
