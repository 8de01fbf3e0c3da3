import type { AttendanceRecord } from '@symposium/sync/protocol';
import { isForceable, ScanError } from '@symposium/sync/verdict';
import { AdmitAnywayButton } from './admit-anyway-button';
import { useServerResult } from '../hooks/use-recent-scans';
import { registrationTypeLabel, scanTime, TEXTS } from '../scan-texts';
import type { ScanOutcome } from '../verdict/decide-scan';
import { serverDisagreement } from '../verdict/server-disagreement';
import { Fact, ResultCard } from './result-card';
import { ScanSyncNote } from './scan-sync-note';

const T = TEXTS.checkIn;

const REFUSAL_TITLES: Record<string, string> = {
  [ScanError.ACCESS_DENIED]: T.denied,
  [ScanError.NOT_REGISTERED]: T.notRegistered,
  [ScanError.OUTSIDE_CHECK_IN_TIME]: T.outsideTime,
};

function titleOf(status: ScanOutcome['status'], error: string | undefined, forced = false) {
  if (status === 'applied') return forced ? T.admittedAnyway : T.success;
  if (status === 'duplicate') return T.already;
  return REFUSAL_TITLES[error ?? ''] ?? T.failed;
}

/**
 * docs/product.md#event-check-in check-in results. The local verdict shows at once; when the server's answer arrives and
 * differs (another desk was first, or it refused the scan), the card shows the server's verdict instead.
 */
export function CheckInResultCard({
  outcome,
  onNext,
  onAdmitAnyway,
}: {
  outcome: ScanOutcome;
  onNext: () => void;
  onAdmitAnyway?: () => void;
}) {
  const server = useServerResult(outcome.queued ? outcome.id : null);
  const differs = serverDisagreement(outcome, server);
  const view =
    differs === 'verdict' && server
      ? {
          status: server.status,
          error: server.error,
          message: server.message,
          record: server.record as AttendanceRecord | undefined,
        }
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
  const note = (
    <ScanSyncNote
      outcome={outcome}
      server={server}
      localTitle={titleOf(outcome.status, outcome.error, !!outcome.overrode)}
      disagreement={disagreement}
    />
  );
  // A verdict that changed on sync is read first, above the facts (on a phone the bottom of the card is below the
  // fold, under the next-scan button); the ordinary 'waiting' and 'agrees' notes stay at the bottom.
  const noteSlot = disagreement ? { notice: note } : { footer: note };

  if (view.status === 'applied') {
    const overrode = outcome.overrode ?? server?.overrode;
    return (
      <ResultCard
        tone="success"
        title={titleOf('applied', undefined, !!overrode)}
        action={{ label: T.next, onClick: onNext }}
        {...noteSlot}
      >
        <dl className="result-facts">
          <Fact label="Participant ID">{pid}</Fact>
          <Fact label="Name">{name ?? '—'}</Fact>
          {participant?.college && <Fact label="College">{participant.college}</Fact>}
          <Fact label="Check-in time">{scanTime(view.record?.checkInTime ?? outcome.at)}</Fact>
          {overrode && <Fact label={T.admittedAnywayFact}>{overrode.message}</Fact>}
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
  const guidance = view.error ? T.guidance[view.error] : undefined;
  // Only a check-in of a known participant, refused for where or when (verdict.ts FORCEABLE).
  const forceable = onAdmitAnyway && participant && pid && isForceable(view.error);
  return (
    <ResultCard
      tone="danger"
      title={titleOf('rejected', view.error)}
      action={{ label: T.retry, onClick: onNext }}
      {...noteSlot}
    >
      <p className="result-message">{view.message ?? T.failed}</p>
      {guidance && <p className="result-extra">{guidance}</p>}
      {showWho && (
        <dl className="result-facts">
          {name && <Fact label="Name">{name}</Fact>}
          {pid && <Fact label="Participant ID">{pid}</Fact>}
          {denied && (
            <Fact label="Registration type">{registrationTypeLabel(participant?.registrationType).toUpperCase()}</Fact>
          )}
          {denied && outcome.item && <Fact label="Event category">{outcome.item.category.toUpperCase()}</Fact>}
        </dl>
      )}
      {forceable && <AdmitAnywayButton key={outcome.id} name={name ?? pid} onConfirm={onAdmitAnyway} />}
    </ResultCard>
  );
}
