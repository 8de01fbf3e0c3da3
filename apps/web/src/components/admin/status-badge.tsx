const TONES: Record<string, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  verified: 'success',
  confirmed: 'success',
  registered: 'success',
  active: 'success',
  ongoing: 'success',
  pending: 'warning',
  requested: 'warning',
  upcoming: 'info',
  rejected: 'danger',
  cancelled: 'danger',
  withdrawn: 'danger',
  'pass revoked': 'danger',
  completed: 'neutral',
};

/** A status word (payment, stay, registration, event) in its colour; the word itself carries the meaning. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-${TONES[status] ?? 'neutral'}`}>{status}</span>;
}
