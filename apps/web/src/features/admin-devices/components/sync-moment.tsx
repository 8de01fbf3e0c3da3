import { formatMoment } from '../../../lib/format-date';
import { formatRelativeTime } from '../../../lib/format-relative-time';

/** A moment shown both ways: '12 minutes ago' and, under it, '21 Nov 2026, 10:42 am'. */
export function SyncMoment({ at, never }: { at: string | null; never: string }) {
  if (!at) return <span className="muted">{never}</span>;
  return (
    <>
      <span>{formatRelativeTime(at)}</span>
      <time className="cell-sub" dateTime={at}>
        {formatMoment(at)}
      </time>
    </>
  );
}
