import { CATEGORY_SYMBOLS } from '@symposium/schema/catalogue';
import { paths } from '@symposium/schema/paths';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { formatCalendarDate } from '../../../lib/format-date';
import { PageTitle } from '../../../lib/page-title';
import { useRosterItem } from '../hooks/use-roster';
import { useFocusOnceNamed } from '../hooks/use-focus-once-named';
import { useScanFlow } from '../hooks/use-scan-flow';
import { useScannerValue } from '../hooks/use-scanner';
import { TEXTS } from '../scan-texts';
import type { ScanMode } from '../verdict/decide-scan';
import { CheckInResultCard } from './check-in-result-card';
import { DeviceSetupCard } from './device-setup-card';
import { RecentCheckIns } from './recent-check-ins';
import { ScanStage } from './scan-stage';
import { ScannerBackButton } from './scanner-back-button';
import '../../../styles/scanner.css';

const T = TEXTS.checkIn;

/** /admin/event-checkin/:eventId (docs/product.md#event-check-in): check participants into one event or workshop from the roster on this device. */
export function EventCheckinPage() {
  const { eventId } = useParams();
  const ready = useScannerValue((s) => s.ready);
  const deviceName = useScannerValue((s) => s.deviceName);
  const rosterReady = useScannerValue((s) => s.rosterReady);
  const syncProblem = useScannerValue((s) => s.sync.problem);
  const item = useRosterItem(eventId);
  const mode = useMemo<ScanMode | null>(() => (item && !item.deleted ? { type: 'check-in', item } : null), [item]);
  const flow = useScanFlow(mode);
  useFocusOnceNamed(ready, deviceName);

  if (!ready || item === undefined) return <LoadingScreen label={T.loading} />;
  if (!deviceName) {
    return (
      <section className="page scanner-page">
        <PageTitle title={'Event Check-In'} />
        <ScannerBackButton fallback={paths.adminScanner} />
        <h1 className="scanner-heading">Event Check-In</h1>
        <DeviceSetupCard />
      </section>
    );
  }
  if (!item || item.deleted) {
    // The roster is still arriving: wait for it (the status bar shows the download).
    if (!rosterReady && !syncProblem) return <LoadingScreen label={T.loading} />;
    return (
      <section className="page scanner-page">
        <PageTitle title={'Event Check-In'} />
        <div className="notice notice-warning load-failed" role="alert">
          <p>{T.loadFailed}</p>
          <Link to={paths.adminEvents} className="btn btn-outline btn-small">
            {T.backToEvents}
          </Link>
        </div>
      </section>
    );
  }

  const shape = CATEGORY_SYMBOLS[item.category];
  return (
    <section className="page scanner-page">
      <PageTitle title={`Check-In · ${item.name}`} />
      <header className="scanner-header">
        <ScannerBackButton fallback={paths.adminScanner} />
        <div className="scanner-title-row">
          <SymbolMark shape={shape} size={30} tone={item.kind === 'workshop' ? 'secondary' : 'primary'} />
          <h1 className="scanner-heading">{item.name}</h1>
        </div>
        <p className="scanner-subtitle">
          <span className="scanner-category">{item.category}</span>
          {item.venue && <span>{item.venue}</span>}
          {item.date && <span>{formatCalendarDate(item.date)}</span>}
        </p>
      </header>
      <ScanStage
        flow={flow}
        readyTitle={T.ready}
        processingLine={T.processingLine}
        manualSubmitLabel="Check In"
        renderResult={(outcome, next) => (
          <CheckInResultCard outcome={outcome} onNext={next} onAdmitAnyway={flow.admitAnyway} />
        )}
      />
      <RecentCheckIns itemId={item.id} />
    </section>
  );
}
