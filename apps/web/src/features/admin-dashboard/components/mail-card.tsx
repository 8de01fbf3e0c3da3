import type { MailFailure, MailStatus } from '@symposium/schema/mail-status';
import { formatMoment } from '../../../lib/format-date';

/** The newest problem in one line: who, what, the server's reason and when. */
function Problem({ label, failure }: { label: string; failure: MailFailure }) {
  return (
    <p className="mail-card-problem">
      <strong>{label}:</strong> {failure.reason}{' '}
      <span className="mail-card-meta">
        — to {failure.recipient}, “{failure.subject}”{failure.at ? `, ${formatMoment(failure.at)}` : ''}
      </span>
    </p>
  );
}

/** /admin: is mail getting out? Queued, sent and failed, with the latest failure's reason. */
export function MailCard({ status, error }: { status: MailStatus | null; error: unknown }) {
  return (
    <section className="admin-panel admin-section mail-card" aria-labelledby="mail-title">
      <h2 id="mail-title" className="admin-section-title">
        Mail
      </h2>
      {!status ? (
        <p className="mail-card-meta">{error ? 'Mail status is unavailable.' : 'Loading mail status...'}</p>
      ) : (
        <>
          <dl className="mail-card-counts">
            <div>
              <dt>Queued</dt>
              <dd>{status.counts.queued}</dd>
            </div>
            <div>
              <dt>Sent</dt>
              <dd>{status.counts.sent}</dd>
            </div>
            <div className={status.counts.failed > 0 ? 'mail-card-failed' : undefined}>
              <dt>Failed</dt>
              <dd>{status.counts.failed}</dd>
            </div>
          </dl>
          <p className="mail-card-meta">
            {status.mode === 'outbox'
              ? 'Written to the server’s outbox folder (SMTP is not configured).'
              : 'Sent through the SMTP server.'}
            {status.counts.retrying > 0 && ` ${status.counts.retrying} waiting to retry.`}
          </p>
          {status.latestFailures[0] && <Problem label="Latest failure" failure={status.latestFailures[0]} />}
          {!status.latestFailures[0] && status.latestRetry && (
            <Problem label="Retrying after" failure={status.latestRetry} />
          )}
        </>
      )}
    </section>
  );
}
