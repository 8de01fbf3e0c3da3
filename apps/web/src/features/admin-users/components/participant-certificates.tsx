import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_MESSAGES,
  certificateSubject,
  type MyCertificate,
} from '@symposium/schema/certificates';
import { LIMITS } from '@symposium/schema/constants';
import { verifyCertificatePath } from '@symposium/schema/paths';
import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { saveFile } from '../../../lib/save-file';
import { certificatePdf, restoreCertificate, revokeCertificate } from '../api/certificates';

interface ParticipantCertificatesProps {
  certificates: MyCertificate[];
  /** Admins revoke and restore; coordinators read and open the PDFs. */
  canChange: boolean;
  onChanged: () => void;
}

/** The participant's certificates for staff: what each was given for, its PDF and verification page, revoke/restore. */
export function ParticipantCertificates({ certificates, canChange, onChanged }: ParticipantCertificatesProps) {
  if (certificates.length === 0) {
    return (
      <p className="muted">
        No certificates yet. They are issued from the Results screen (Release certificates) to everyone checked in.
      </p>
    );
  }
  return (
    <ul className="participant-certificates">
      {certificates.map((certificate) => (
        <CertificateRow key={certificate.id} certificate={certificate} canChange={canChange} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function CertificateRow({
  certificate,
  canChange,
  onChanged,
}: {
  certificate: MyCertificate;
  canChange: boolean;
  onChanged: () => void;
}) {
  const toast = useToast();
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(change: () => Promise<{ message: string }>) {
    setBusy(true);
    setFailure(null);
    try {
      toast.show((await change()).message);
      setRevoking(false);
      setReason('');
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error, 'The certificate could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function openPdf() {
    setFailure(null);
    try {
      const file = await certificatePdf(certificate.id);
      saveFile(file.blob, file.fileName ?? `certificate-${certificate.id}.pdf`);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not download the certificate'));
    }
  }

  return (
    <li className="participant-certificate">
      <p>
        <strong>{CERTIFICATE_KIND_LABELS[certificate.kind]}</strong> · {certificateSubject(certificate)}
        <br />
        <span className="muted">
          Issued {formatMoment(certificate.issuedAt)} ·{' '}
          <a href={verifyCertificatePath(certificate.id)} target="_blank" rel="noreferrer">
            Verification page
          </a>
        </span>
      </p>
      {certificate.revoked && (
        <p className="certificate-revoked">Revoked: {certificate.revokedReason ?? CERTIFICATE_MESSAGES.revokedWords}</p>
      )}
      <div className="button-row">
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void openPdf()}>
          Download PDF
        </button>
        {canChange && certificate.revoked && (
          <BusyButton
            type="button"
            className="btn btn-outline btn-small"
            busy={busy}
            onClick={() => run(() => restoreCertificate(certificate.id))}
          >
            {busy ? 'Restoring...' : 'Restore certificate'}
          </BusyButton>
        )}
        {canChange && !certificate.revoked && !revoking && (
          <button type="button" className="btn btn-outline btn-small" onClick={() => setRevoking(true)}>
            Revoke certificate
          </button>
        )}
      </div>
      {revoking && (
        <div className="certificate-revoke-form">
          <TextAreaField
            label="Reason for revoking the certificate"
            name="certificateRevokeReason"
            value={reason}
            rows={2}
            maxLength={LIMITS.rejectionReasonMax}
            error={reasonError}
            onValueChange={(value) => {
              setReason(value);
              setReasonError('');
            }}
          />
          <p className="muted">Anyone who opens its verification page will see it revoked, with this reason.</p>
          <div className="button-row">
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setRevoking(false)}>
              Cancel
            </button>
            <BusyButton
              type="button"
              className="btn btn-danger btn-small"
              busy={busy}
              onClick={() => {
                if (!reason.trim()) setReasonError(CERTIFICATE_MESSAGES.revokeReasonRequired);
                else void run(() => revokeCertificate(certificate.id, reason.trim()));
              }}
            >
              {busy ? 'Revoking...' : 'Revoke'}
            </BusyButton>
          </div>
        </div>
      )}
      <FormAlert message={failure} />
    </li>
  );
}
