import { CERTIFICATE_KIND_LABELS, certificateSubject } from '@symposium/schema/certificates';
import { Award, Download } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format-short-date';
import { saveCertificatePdf, type StoredCertificate } from '../../../lib/local-db';
import { saveFile } from '../../../lib/save-file';
import { fetchCertificatePdf } from '../api/certificates';

const NONE_YET =
  'Certificates are issued after the symposium to everyone checked in to an event or workshop, and to the winners. They appear here, and by mail, once the organisers release them.';

const fileNameOf = (c: StoredCertificate) =>
  `certificate-${
    c.item.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || c.kind
  }.pdf`;

/** The participant's certificates with Download: from the copy kept on the device when there is one (offline too). */
export function CertificatesCard({ certificates }: { certificates: StoredCertificate[] | undefined }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!certificates) return null;

  async function download(certificate: StoredCertificate) {
    setFailure(null);
    let pdf = certificate.pdf;
    if (!pdf) {
      setBusy(certificate.id);
      try {
        pdf = await fetchCertificatePdf(certificate.id);
        await saveCertificatePdf(certificate.id, pdf).catch(() => undefined);
      } catch (error) {
        setFailure(
          errorMessage(
            error,
            'Could not download the certificate',
            'This certificate is not saved on this phone yet. Connect to the internet and press Download again.',
          ),
        );
        return;
      } finally {
        setBusy(null);
      }
    }
    saveFile(pdf, fileNameOf(certificate));
  }

  return (
    <section className="card" aria-labelledby="certificates-title">
      <h2 id="certificates-title" className="card-title">
        <Award aria-hidden="true" size={22} className="inline-icon" />
        Certificates
      </h2>
      {certificates.length === 0 ? (
        <p className="muted">{NONE_YET}</p>
      ) : (
        <ul className="certificate-list">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="certificate-row">
              <div className="certificate-facts">
                <strong>{CERTIFICATE_KIND_LABELS[certificate.kind]}</strong>
                <span>{certificateSubject(certificate)}</span>
                <span className="muted">
                  Issued {formatShortDate(certificate.issuedAt)}
                  {!certificate.revoked && certificate.pdf && ' · saved on this device'}
                </span>
                {certificate.revoked && (
                  <span className="certificate-revoked">
                    Revoked{certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}
                  </span>
                )}
              </div>
              {!certificate.revoked && (
                <BusyButton
                  type="button"
                  className="btn btn-outline btn-small"
                  busy={busy === certificate.id}
                  onClick={() => void download(certificate)}
                  aria-label={`Download ${CERTIFICATE_KIND_LABELS[certificate.kind]}: ${certificateSubject(certificate)}`}
                >
                  <Download aria-hidden="true" size={16} />
                  <BusyLabel busy={busy === certificate.id} idle="Download" working="Downloading..." />
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={failure} />
    </section>
  );
}
