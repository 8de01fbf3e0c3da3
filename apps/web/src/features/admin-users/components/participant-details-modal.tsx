import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { M } from '@symposium/schema/messages';
import { deskStayFeeState } from '@symposium/schema/payments';
import { useState } from 'react';
import { AuditList } from '../../../components/admin/audit-list';
import { AuthedImage } from '../../../components/admin/authed-image';
import { PaymentDecisionForm } from '../../../components/admin/payment-decision-form';
import { useStaff } from '../../../components/admin/staff-context';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadState } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { generateIdFor } from '../api/generate-ids';
import { getUserDetails } from '../api/get-user-details';
import { ParticipantCertificates } from './participant-certificates';
import { ParticipantFacts } from './participant-facts';
import { ParticipantPassQr } from './participant-pass-qr';
import { ParticipantRegistrations } from './participant-registrations';
import { ParticipantStays } from './participant-stays';
import { ParticipantVenueActivity } from './participant-venue';
import { PassRevocationPanel } from './pass-revocation-panel';

interface ParticipantDetailsModalProps {
  userId: string;
  /** The name from the list, shown while the details load. */
  name: string;
  onClose: () => void;
  /** Something changed (a payment decided, an ID generated): the list reloads. */
  onChanged: () => void;
}

/** Everything staff know about one participant: facts, pass QR, screenshot, stays, registrations, the venue, history. */
export function ParticipantDetailsModal({ userId, name, onClose, onChanged }: ParticipantDetailsModalProps) {
  const toast = useToast();
  const staff = useStaff();
  const { data, error, loading, reload } = useRemoteData(`admin:user:${userId}`, () => getUserDetails(userId));
  const [generating, setGenerating] = useState(false);
  // Typed and not yet sent, in the payment decision or the pass revocation: an accidental close asks first.
  const [decisionUnsaved, setDecisionUnsaved] = useState(false);
  const [revocationUnsaved, setRevocationUnsaved] = useState(false);
  const user = data?.user._id === userId ? data.user : null;

  /** This participant and the list behind the modal, after a change made here or at another desk. */
  function refreshAll() {
    reload();
    onChanged();
  }

  async function generate() {
    setGenerating(true);
    try {
      await generateIdFor(userId);
      toast.show(ADMIN_ALERTS.generatedIds(1));
      refreshAll();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'NO_ELIGIBLE_USERS') toast.show(M.noEligibleUsers, 'error');
      else {
        console.error('Generating the participant ID failed', failure);
        toast.show(ADMIN_ALERTS.generateIdsFailed, 'error');
      }
    } finally {
      setGenerating(false);
    }
  }

  return (
    <Modal
      title={user?.name ?? name}
      onClose={onClose}
      eyebrow={<p className="eyebrow">Participant details</p>}
      unsaved={decisionUnsaved || revocationUnsaved}
    >
      <div className="modal-wide participant-details">
        <LoadState
          loading={loading}
          error={error}
          empty={!user}
          loadingLabel="Loading participant..."
          emptyLabel="Participant not found."
          subject="this participant's details"
          onRetry={reload}
        />
        {user && data && (
          <>
            <div className="participant-top">
              <ParticipantFacts user={user} alsoUsedBy={data.alsoUsedBy} proofAlsoUsedBy={data.proofAlsoUsedBy ?? []} />
              <section className="participant-pass" aria-labelledby="pass-title">
                <h3 id="pass-title" className="admin-section-title">
                  Entry pass
                </h3>
                {user.passData && user.participantId ? (
                  <ParticipantPassQr passData={user.passData} participantId={user.participantId} />
                ) : (
                  <div className="participant-no-pass">
                    <p className="muted">
                      {user.paymentStatus === 'verified'
                        ? 'No participant ID yet: generate one to create the pass.'
                        : 'The pass is created once the payment is verified and an ID is generated.'}
                    </p>
                    {user.paymentStatus === 'verified' && (
                      <BusyButton
                        type="button"
                        className="btn btn-primary btn-small"
                        onClick={generate}
                        busy={generating}
                      >
                        {generating ? 'Generating...' : 'Generate participant ID'}
                      </BusyButton>
                    )}
                  </div>
                )}
                <PassRevocationPanel
                  user={user}
                  canChange={staff.isAdmin}
                  onChanged={refreshAll}
                  onUnsavedChange={setRevocationUnsaved}
                />
              </section>
            </div>
            <section aria-labelledby="screenshot-title">
              <h3 id="screenshot-title" className="admin-section-title">
                Payment screenshot
              </h3>
              {data.payment.deskStayFee && data.payment.proofAmount !== null && (
                <p className="admin-note payment-review-desk-stay">
                  {M.proofBeforeDeskStay(
                    data.payment.proofAmount,
                    data.payment.deskStayFee.amount,
                    data.payment.deskStayFee.requestNumber,
                  )}{' '}
                  {M.deskStayFeeState(data.payment.deskStayFee.amount, deskStayFeeState(data.payment.deskStayFee))}.
                </p>
              )}
              <AuthedImage
                path={user.paymentScreenshot}
                alt={`Payment screenshot of ${user.name}`}
                className="participant-screenshot"
              />
            </section>
            {staff.isAdmin && user.paymentStatus === 'pending' && (
              // The desk that found the person here decides here, with the Payments screen's form and calls.
              <section className="participant-decision" aria-labelledby="decision-title">
                <h3 id="decision-title" className="admin-section-title">
                  Verify or reject the payment
                </h3>
                <PaymentDecisionForm
                  userId={user._id}
                  paymentStatus={user.paymentStatus}
                  onDecided={refreshAll}
                  onStale={refreshAll}
                  onUnsavedChange={setDecisionUnsaved}
                  offerIssueId={!user.participantId}
                />
              </section>
            )}
            <section aria-labelledby="stay-title">
              <h3 id="stay-title" className="admin-section-title">
                Accommodation
              </h3>
              <ParticipantStays stays={data.accommodation} />
            </section>
            <section aria-labelledby="registrations-title">
              <h3 id="registrations-title" className="admin-section-title">
                Registrations
              </h3>
              <ParticipantRegistrations registrations={data.registrations} />
            </section>
            <section aria-labelledby="venue-title">
              <h3 id="venue-title" className="admin-section-title">
                At the venue
              </h3>
              <ParticipantVenueActivity venue={data.venue} />
            </section>
            <section aria-labelledby="certificates-title">
              <h3 id="certificates-title" className="admin-section-title">
                Certificates
              </h3>
              <ParticipantCertificates
                certificates={data.certificates ?? []}
                canChange={staff.isAdmin}
                onChanged={refreshAll}
              />
            </section>
            <section aria-labelledby="history-title">
              <h3 id="history-title" className="admin-section-title">
                History
              </h3>
              <AuditList entries={data.history} emptyLabel="No staff actions on this participant yet." />
            </section>
          </>
        )}
      </div>
    </Modal>
  );
}
