/** GET /admin/mail/status: what the mail queue holds, for the staff dashboard's Mail card (docs/api.md). */
export interface MailStatus {
  /** 'outbox' = written to DATA_DIR/outbox (no SMTP_URL); 'smtp' = sent through the configured server. */
  mode: 'smtp' | 'outbox';
  counts: {
    queued: number;
    sent: number;
    failed: number;
    /** Of the queued, those waiting for another try after a temporary failure. */
    retrying: number;
  };
  /** The newest messages that gave up (a 5xx answer, or every attempt used), newest first. */
  latestFailures: MailFailure[];
  /** The newest temporary error of a message still queued, when there is one. */
  latestRetry: (MailFailure & { nextAttemptAt: string }) | null;
}

export interface MailFailure {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  attempts: number;
  reason: string;
  at: string | null;
}

/** How many of the latest failures the status answers. */
export const MAIL_STATUS_FAILURES = 5;
