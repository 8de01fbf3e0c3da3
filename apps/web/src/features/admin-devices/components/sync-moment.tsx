import { useEffect, useState } from 'react';
import { formatMoment } from '../../../lib/format-date';
import { formatRelativeTime } from '../../../lib/format-relative-time';

/** How often '3 minutes ago' is worked out again: its smallest step is a minute. */
const RELATIVE_TICK_MS = 30_000;

/**
 * A moment shown both ways: '12 minutes ago' and, under it, '21 Nov 2026, 10:42 am'. The first is kept true while the
 * page stays open (an admin watching the desks): a desk silent for an hour must not still read 'just now'.
 */
export function SyncMoment({ at, never }: { at: string | null; never: string }) {
  // Only a new render is wanted: formatRelativeTime reads the clock itself.
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!at) return;
    const timer = setInterval(() => setTicks((n) => n + 1), RELATIVE_TICK_MS);
    return () => clearInterval(timer);
  }, [at]);
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
