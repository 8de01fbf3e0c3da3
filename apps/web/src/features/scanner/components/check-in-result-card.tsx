import type { AttendanceRecord } from '@symposium/sync/protocol';
import { ScanError } from '@symposium/sync/verdict';
import { useServerResult } from '../hooks/use-recent-scans';
import { registrationTypeLabel, scanTime, TEXTS } from '../scan-texts';
import type { ScanOutcome } from '../verdict/decide-scan';
import { serverDisagreement } from '../verdict/server-disagreement';
import { Fact, ResultCard } from './result-card';
import { ScanSyncNote } from './scan-sync-note';

const T = TEXTS.checkIn;

function titleOf(status: ScanOutcome['status'], error: string | undefined) {
  if (status === 'applied') return T.success;
  if (status === 'duplicate') return T.already;
  return error === ScanError.ACCESS_DENIED ? T.denied : T.failed;
}

/**
 * Spec §2 check-in results. The local verdict shows at once; when the server's answer arrives and
 * differs (another desk was first, or it refused the scan), the card shows the server's verdict instead.
 */
export function CheckInResultCard({ outcome, onNext }: { outcome: ScanOutcome; onNext: () => void }) {
  const server = useServerResult(outcome.queued ? outcome.id : null);
  const differs = serverDisagreement(outcome, server);
  const view = differs === 'verdict' && server
    ? { status: server.status, error: server.error, message: server.message, record: server.record as AttendanceRecord | undefined }
    : { status: outcome.status, error: outcome.error, message: outcome.message, record: outcome.attendance };
  const participant = outcome.participant;
  const name = participant?.name;
  const pid = outcome.participantId;

  let disagreement: string | null = null;
  if (differs === 'refused-at-desk') {
    disagreement = TEXTS.refusedAtDesk;
  } else if (differs) {
    if (view.status === 'duplicate' && view.record) {
      disagreement = `already checked in at ${view.record.deskName} on ${scanTime(view.record.checkInTime)} — that desk was first.`;
    } else if (view.status === 'rejected') {
      // The server's reason is the card's message line just below: said there once.
      disagreement = 'refused.';
    } else {
      disagreement = 'checked in.';
    }
  }
  const note = <ScanSyncNote outcome={outcome} server={server} localTitle={titleOf(outcome.status, outcome.error)} disagreement={disagreement} />;
  // A verdict that changed on sync is read first, above the facts (on a phone the bottom of the card is below the
  // fold, under the next-scan button); the ordinary 'waiting' and 'agrees' notes stay at the bottom.
  const noteSlot = disagreement ? { notice: note } : { footer: note };

  if (view.status === 'applied') {
    return (
      <ResultCard tone="success" title={T.success} action={{ label: T.next, onClick: onNext }} {...noteSlot}>
        <dl className="result-facts">
          <Fact label="Participant ID">{pid}</Fact>
          <Fact label="Name">{name ?? '—'}</Fact>
          {participant?.college && <Fact label="College">{participant.college}</Fact>}
          <Fact label="Check-in time">{scanTime(view.record?.checkInTime ?? outcome.at)}</Fact>
        </dl>
      </ResultCard>
    );
  }

  if (view.status === 'duplicate') {
    return (
      <ResultCard tone="warning" title={T.already} action={{ label: T.next, onClick: onNext }} {...noteSlot}>
        <p className="result-message">{T.alreadyMessage}</p>
        <dl className="result-facts">
          <Fact label="Name">{name ?? '—'}</Fact>
          <Fact label="Participant ID">{pid}</Fact>
          {view.record && <Fact label="Previous check-in">{scanTime(view.record.checkInTime)}</Fact>}
          {view.record && <Fact label="Checked in at">{`${view.record.deskName} by ${view.record.staffName}`}</Fact>}
        </dl>
      </ResultCard>
    );
  }

  const denied = view.error === ScanError.ACCESS_DENIED;
  const showWho = view.error !== ScanError.INVALID_QR && (name || pid);
  return (
    <ResultCard tone="danger" title={denied ? T.denied : T.failed} action={{ label: T.retry, onClick: onNext }} {...noteSlot}>
      <p className="result-message">{view.message ?? T.failed}</p>
      {showWho && (
        <dl className="result-facts">
          {name && <Fact label="Name">{name}</Fact>}
          {pid && <Fact label="Participant ID">{pid}</Fact>}
          {denied && <Fact label="Registration type">{registrationTypeLabel(participant?.registrationType).toUpperCase()}</Fact>}
          {denied && outcome.item && <Fact label="Event category">{outcome.item.category.toUpperCase()}</Fact>}
        </dl>
      )}
    </ResultCard>
  );
}
