import { CERTIFICATE_KIND_LABELS, type CertificateVerification } from '@symposium/schema/certificates';
import { POSITION_LABELS } from '@symposium/schema/results';
import { BadgeCheck, CircleHelp, OctagonX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format-short-date';
import { PageTitle } from '../../../lib/page-title';
import { useCertificateVerification } from '../api/verify-certificate';

/**
 * /verify/:id (docs/product.md "Results and certificates"): the page a certificate's QR code opens. Whoever holds the
 * paper — a recruiter, a college office — sees at a glance whether it is genuine and what it was given for.
 */
export function VerifyCertificatePage() {
  const { id = '' } = useParams();
  const verification = useCertificateVerification(id);
  const unknown = verification.error instanceof ApiError && verification.error.status === 404;

  return (
    <>
      <PageTitle title="Verify a certificate" />
      <section className="page page-narrow verify-page" aria-label="Certificate verification">
        {verification.data ? (
          <VerificationCard certificate={verification.data} id={id} />
        ) : unknown ? (
          <div className="card verify-card verify-unknown" role="status">
            <CircleHelp className="verify-icon" aria-hidden="true" size={48} />
            <h1 className="verify-verdict">No certificate has this number</h1>
            <p>
              Check the address against the one printed under the certificate's QR code. A certificate issued by the
              symposium always opens here.
            </p>
            <p className="verify-number">
              Number looked up: <code>{id}</code>
            </p>
          </div>
        ) : (
          <LoadState
            loading={verification.loading}
            error={verification.error}
            empty
            loadingLabel="Checking this certificate..."
            emptyLabel=""
            subject="this certificate"
            onRetry={verification.reload}
          />
        )}
      </section>
    </>
  );
}

function VerificationCard({ certificate, id }: { certificate: CertificateVerification; id: string }) {
  const revoked = !certificate.valid;
  const what =
    certificate.kind === 'merit' && certificate.position
      ? `${POSITION_LABELS[certificate.position]} in ${certificate.item.name}`
      : certificate.kind === 'workshop'
        ? `Completing the workshop ${certificate.item.name}`
        : `Taking part in ${certificate.item.name}`;
  return (
    <article className={`card verify-card ${revoked ? 'verify-revoked' : 'verify-genuine'}`} aria-live="polite">
      {revoked ? (
        <OctagonX className="verify-icon" aria-hidden="true" size={48} />
      ) : (
        <BadgeCheck className="verify-icon" aria-hidden="true" size={48} />
      )}
      <h1 className="verify-verdict">
        {revoked
          ? `This certificate was revoked${certificate.revokedAt ? ` on ${formatShortDate(certificate.revokedAt)}` : ''}`
          : 'This certificate is genuine'}
      </h1>
      {revoked && certificate.reason && <p className="verify-reason">Reason: {certificate.reason}</p>}
      <p className="verify-lead">
        {revoked
          ? 'The organisers withdrew it: it no longer stands as a record of the symposium.'
          : `Issued by the organisers of ${certificate.edition}.`}
      </p>
      <dl className="verify-facts">
        <div>
          <dt>Awarded to</dt>
          <dd>{certificate.name}</dd>
        </div>
        <div>
          <dt>College</dt>
          <dd>{certificate.college}</dd>
        </div>
        <div>
          <dt>Certificate</dt>
          <dd>{CERTIFICATE_KIND_LABELS[certificate.kind]}</dd>
        </div>
        <div>
          <dt>For</dt>
          <dd>{what}</dd>
        </div>
        <div>
          <dt>Symposium</dt>
          <dd>{certificate.edition}</dd>
        </div>
        <div>
          <dt>Issued on</dt>
          <dd>{formatShortDate(certificate.issuedAt)}</dd>
        </div>
        <div>
          <dt>Certificate number</dt>
          <dd>
            <code>{id}</code>
          </dd>
        </div>
      </dl>
    </article>
  );
}
