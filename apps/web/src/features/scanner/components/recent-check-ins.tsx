import { memo } from 'react';
import { useRecentScans } from '../hooks/use-recent-scans';
import { scanTime, TEXTS } from '../scan-texts';
import { RecentScanStatus } from './recent-scan-status';

/**
 * docs/product.md#event-check-in: the last 10 successful check-ins this desk made for the event, newest first; (n) counts the ones that still
 * stand. A memo: the page re-renders with every scan's result, and the list has its own live query.
 */
export const RecentCheckIns = memo(function RecentCheckIns({ itemId }: { itemId: string }) {
  const recent = useRecentScans(`check-in:${itemId}`);
  // Still being read from this device (a page just opened): nothing, rather than '(0)' and 'No check-ins yet' for a moment.
  if (!recent) return null;
  const { scans, count } = recent;
  return (
    <section className="recent-scans" aria-labelledby="recent-check-ins">
      <h2 id="recent-check-ins" className="recent-title">
        {TEXTS.checkIn.recent(count)}
      </h2>
      {scans.length === 0 ? (
        <p className="muted">No check-ins yet at this desk.</p>
      ) : (
        <ol className="recent-list">
          {scans.map((scan) => (
            <li
              key={scan.id}
              className={`recent-item${scan.overturned ? ' recent-item-overturned' : ''}`}
              data-testid="recent-scan"
            >
              <div className="recent-main">
                <span className="recent-name">{scan.name ?? 'Unknown participant'}</span>
                <span className="recent-meta mono">{scan.participantId}</span>
                {scan.forced && <span className="recent-badge recent-badge-forced">{TEXTS.checkIn.forcedBadge}</span>}
              </div>
              <div className="recent-side">
                <time className="recent-meta" dateTime={new Date(scan.at).toISOString()}>
                  {scanTime(scan.at)}
                </time>
                <RecentScanStatus scan={scan} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
