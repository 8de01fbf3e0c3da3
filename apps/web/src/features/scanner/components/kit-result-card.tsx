import type { KitRecord } from '@symposium/sync/protocol';
import { isRevokedRefusal, ScanError } from '@symposium/sync/verdict';
import { useServerResult } from '../hooks/use-recent-scans';
import { COLLECTION_POINT_LABELS } from '../../../lib/collection-points';
import { registrationTypeLabel, scanTime, TEXTS } from '../scan-texts';
import type { ScanOutcome } from '../verdict/decide-scan';
import { serverDisagreement } from '../verdict/server-disagreement';
import { KitItemIcon } from './kit-item-icon';
import { Fact, ResultCard } from './result-card';
import { ScanSyncNote } from './scan-sync-note';

const T = TEXTS.kit;

function titleOf(status: ScanOutcome['status']) {
  return status === 'applied' ? T.success : status === 'duplicate' ? T.already : T.failed;
}

function KitContents({ kit }: { kit: KitRecord }) {
  return (
    <div className="kit-contents">
      <h3 className="kit-contents-title">Kit contents</h3>
      <ul>
        {kit.contents.map((entry) => (
          <li key={entry.item}>
            <KitItemIcon item={entry.item} />
            <span>{entry.item}</span>
            <span className="kit-quantity">× {entry.quantity}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md#kit-distribution kit results, with the server's verdict taking over when it differs from the desk's. */
export function KitResultCard({ outcome, onNext }: { outcome: ScanOutcome; onNext: () => void }) {
  const server = useServerResult(outcome.queued ? outcome.id : null);
  const differs = serverDisagreement(outcome, server);
  const view =
    differs === 'verdict' && server
      ? {
          status: server.status,
          error: server.error,
          message: server.message,
          kit: server.record as KitRecord | undefined,
        }
      : { status: outcome.status, error: outcome.error, message: outcome.message, kit: outcome.kit };
  const participant = outcome.participant;

  let disagreement: string | null = null;
  if (differs === 'refused-at-desk') {
    disagreement = TEXTS.refusedAtDesk;
  } else if (differs) {
    if (view.status === 'duplicate' && view.kit) {
      disagreement = `a kit was already issued at ${view.kit.deskName} on ${scanTime(view.kit.issuedAt)} — hand-outs are listed for reconciliation.`;
    } else if (view.status === 'rejected') {
      // The server's reason is the card's message line just below: said there once.
      disagreement = 'refused.';
    } else {
      disagreement = 'kit issued.';
    }
  }
  const note = (
    <ScanSyncNote outcome={outcome} server={server} localTitle={titleOf(outcome.status)} disagreement={disagreement} />
  );
  // A verdict that changed on sync is read first, above the facts (on a phone the bottom of the card is below the
  // fold, under the next-scan button); the ordinary 'waiting' and 'agrees' notes stay at the bottom.
  const noteSlot = disagreement ? { notice: note } : { footer: note };

  if (view.status === 'applied' && view.kit) {
    const kit = view.kit;
    return (
      <ResultCard tone="success" title={T.success} action={{ label: T.next, onClick: onNext }} {...noteSlot}>
        <dl className="result-facts">
          <Fact label="ID card number">{kit.idCardNumber}</Fact>
          <Fact label="Participant ID">{kit.participantId}</Fact>
          <Fact label="Name">{participant?.name ?? '—'}</Fact>
          {participant?.college && <Fact label="College">{participant.college}</Fact>}
          <Fact label="Registration type">{registrationTypeLabel(participant?.registrationType)}</Fact>
          <Fact label="Issued at">{scanTime(kit.issuedAt)}</Fact>
          <Fact label="Collection point">{COLLECTION_POINT_LABELS[kit.collectionPoint]}</Fact>
        </dl>
        <KitContents kit={kit} />
      </ResultCard>
    );
  }

  if (view.status === 'duplicate' && view.kit) {
    const kit = view.kit;
    return (
      <ResultCard
        tone="warning"
        title={T.already}
        action={{ label: T.nextAfterAlready, onClick: onNext }}
        {...noteSlot}
      >
        <p className="result-message">{T.alreadyMessage}</p>
        <dl className="result-facts">
          <Fact label="ID card number">{kit.idCardNumber}</Fact>
          <Fact label="Name">{participant?.name ?? '—'}</Fact>
          <Fact label="Previously issued">{scanTime(kit.issuedAt)}</Fact>
          <Fact label="Issued by">{`${kit.issuedBy} at ${kit.deskName}`}</Fact>
        </dl>
        <KitContents kit={kit} />
      </ResultCard>
    );
  }

  // A revoked pass says so in its message alone: the unpaid text of docs/product.md#scanner-refusals would be untrue (docs/decisions/0015-revoked-passes.md).
  const extra = isRevokedRefusal(view)
    ? null
    : view.error === ScanError.PAYMENT_NOT_VERIFIED
      ? T.paymentNotVerified
      : view.error === ScanError.USER_NOT_FOUND
        ? T.userNotFound
        : null;
  return (
    <ResultCard tone="danger" title={T.failed} action={{ label: T.retry, onClick: onNext }} {...noteSlot}>
      <p className="result-message">{view.message ?? 'Kit issuance failed'}</p>
      {extra && <p className="result-extra">{extra}</p>}
      {view.error !== ScanError.INVALID_QR && (participant?.name || outcome.participantId) && (
        <dl className="result-facts">
          {participant?.name && <Fact label="Name">{participant.name}</Fact>}
          {outcome.participantId && <Fact label="Participant ID">{outcome.participantId}</Fact>}
        </dl>
      )}
    </ResultCard>
  );
}
