import {
  CERTIFICATE_KINDS,
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  certificateRevocationSchema,
} from '@symposium/schema/certificates';
import { ErrorCode } from '@symposium/schema/error-codes';
import { Hono, type Context } from 'hono';
import { writeTransaction } from '../../db/client';
import { requireRole, requireUser } from '../../lib/auth';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { mediaTypeOf, parseWith, readForm, readJson } from '../../lib/validate';
import { recordAudit } from '../audit/audit.repository';
import { readSettings } from '../settings/settings.repository';
import { certificatePdf, certificateTemplateState, sampleCertificatePdf } from './certificate-files';
import {
  removeTemplateImage,
  storeTemplateImage,
  templateImageBodyLimit,
  templateImageFrom,
  type TemplateImage,
} from './certificate-images';
import { releaseCertificates } from './certificates.release';
import {
  certificateById,
  certificateNotFound,
  myCertificates,
  setCertificateRevoked,
  verifyCertificate,
} from './certificates.service';

const isStaff = (role: string) => role === 'admin' || role === 'coordinator';

/**
 * Certificates: the participant's list and PDFs, the public verification, and the admin's release, revocations and
 * template images (the signatories themselves are edited in the settings).
 */
export function certificatesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const admin = [requireUser(deps), requireRole('admin')] as const;

  routes.get('/certificates/mine', signedIn, (c) =>
    c.json({ success: true, data: myCertificates(deps.db, c.get('user').id) }),
  );

  routes.get('/certificates/:id/verify', (c) =>
    c.json({ success: true, data: verifyCertificate(deps, c.req.param('id')) }),
  );

  routes.get('/certificates/:id/pdf', signedIn, async (c) => {
    const user = c.get('user');
    const certificate = certificateById(deps.db, c.req.param('id'));
    // Someone else's certificate is as unknown to a participant as one that does not exist.
    if (!isStaff(user.role) && certificate.user_id !== user.id) throw certificateNotFound();
    const pdf = await certificatePdf(deps, certificate);
    const kind = CERTIFICATE_KINDS.includes(certificate.kind) ? certificate.kind : 'certificate';
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="certificate-${kind}-${certificate.id}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  routes.post('/admin/certificates/release', ...admin, async (c) => {
    // Nothing to send; a body that is sent anyway must be a JSON object like every other.
    await readJson(c);
    const outcome = releaseCertificates(deps, c.get('user'));
    return c.json({
      success: true,
      message: CERTIFICATE_MESSAGES.released(outcome.issued, outcome.mailed),
      data: outcome,
    });
  });

  routes.post('/admin/certificates/:id/revoke', ...admin, async (c) => {
    const { reason } = parseWith(certificateRevocationSchema, await readJson(c));
    const data = setCertificateRevoked(deps.db, c.get('user'), c.req.param('id'), reason);
    return c.json({ success: true, message: 'Certificate revoked', data });
  });

  routes.post('/admin/certificates/:id/restore', ...admin, async (c) => {
    await readJson(c);
    const data = setCertificateRevoked(deps.db, c.get('user'), c.req.param('id'), null);
    return c.json({ success: true, message: 'Certificate restored', data });
  });

  routes.get('/admin/certificates/template', ...admin, (c) =>
    c.json({ success: true, data: certificateTemplateState(deps) }),
  );

  routes.get('/admin/certificates/sample.pdf', ...admin, async (c) =>
    c.body(new Uint8Array(await sampleCertificatePdf(deps)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="certificate-sample.pdf"',
      'Cache-Control': 'private, no-store',
    }),
  );

  const signatureOf = (c: Context<AppEnv>): TemplateImage => {
    const raw = c.req.param('index') ?? '';
    const index = /^\d$/.test(raw) ? Number(raw) : -1;
    const listed = readSettings(deps.db, deps.env).certificate.signatories.length;
    if (index < 0 || index >= listed) throw notFound(CERTIFICATE_MESSAGES.signatoryNotFound(Math.max(index, 0)));
    return { kind: 'signature', index };
  };

  const upload = (field: 'signature' | 'logo', imageOf: (c: Context<AppEnv>) => TemplateImage) =>
    routes.put(
      field === 'logo' ? '/admin/certificates/logo' : '/admin/certificates/signatories/:index/signature',
      ...admin,
      templateImageBodyLimit(field),
      async (c) => {
        const image = imageOf(c);
        if (mediaTypeOf(c) !== 'multipart/form-data') {
          throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, CERTIFICATE_MESSAGES.imageBodyNotMultipart(field));
        }
        const form = await readForm(c);
        const box = field === 'logo' ? CERTIFICATE_LIMITS.logoBox : CERTIFICATE_LIMITS.signatureBox;
        const stored = await templateImageFrom(form[field], field, box);
        await storeTemplateImage(deps.env.certificateImagesDir, image, stored);
        auditImage(c, image, 'uploaded');
        return c.json({ success: true, message: field === 'logo' ? 'Logo saved' : 'Signature saved', data: image });
      },
    );
  const remove = (path: string, imageOf: (c: Context<AppEnv>) => TemplateImage) =>
    routes.delete(path, ...admin, async (c) => {
      const image = imageOf(c);
      const removed = await removeTemplateImage(deps.env.certificateImagesDir, image);
      if (removed) auditImage(c, image, 'removed');
      return c.json({ success: true, message: removed ? 'Image removed' : 'No image to remove', data: image });
    });

  const auditImage = (c: Context<AppEnv>, image: TemplateImage, change: 'uploaded' | 'removed') =>
    writeTransaction(deps.db, () =>
      recordAudit(deps.db, {
        actor: c.get('user'),
        action: 'certificate.image',
        entityType: 'certificate-template',
        entityId: image.kind === 'logo' ? 'logo' : `signature-${image.index}`,
        after: { image: image.kind, change },
      }),
    );

  upload('signature', signatureOf);
  upload('logo', () => ({ kind: 'logo' }));
  remove('/admin/certificates/signatories/:index/signature', signatureOf);
  remove('/admin/certificates/logo', () => ({ kind: 'logo' }));

  return routes;
}
