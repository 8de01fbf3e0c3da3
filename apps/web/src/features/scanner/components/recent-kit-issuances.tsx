import { memo } from 'react';
import { useRecentScans } from '../hooks/use-recent-scans';
import { registrationTypeLabel, TEXTS } from '../scan-texts';
import { RecentScanStatus } from './recent-scan-status';

/**
 * docs/product.md#kit-distribution: the last 10 kits this desk issued, newest first; (n) counts the ones that still stand. A memo: the page
 * re-renders with every scan's result, and the list has its own live query.
 */
export const RecentKitIssuances = memo(function RecentKitIssuances() {
  const recent = useRecentScans('issue-kit');
  // Still being read from this device (a page just opened): nothing, rather than '(0)' and 'No kits yet' for a moment.
  if (!recent) return null;
  const { scans, count } = recent;
  return (
    <section className="recent-scans" aria-labelledby="recent-kits">
      <h2 id="recent-kits" className="recent-title">
        {TEXTS.kit.recent(count)}
      </h2>
      {scans.length === 0 ? (
        <p className="muted">No kits issued yet at this desk.</p>
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
                <span className="recent-meta mono">
                  {scan.participantId} · {scan.idCardNumber}
                </span>
              </div>
              <div className="recent-side">
                <span className="recent-meta">{registrationTypeLabel(scan.registrationType)}</span>
                <RecentScanStatus scan={scan} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
