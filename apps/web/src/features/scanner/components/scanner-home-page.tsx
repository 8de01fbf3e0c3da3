import { CATEGORY_SYMBOLS } from '@symposium/schema/catalogue';
import { eventCheckinPath, paths } from '@symposium/schema/paths';
import type { RosterItem } from '@symposium/sync/protocol';
import { ChevronRight, Package, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStaffAppSaved } from '../../../app/pwa/use-staff-app-saved';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { formatCalendarDate } from '../../../lib/format-date';
import { PageTitle } from '../../../lib/page-title';
import { useRosterCounts, useRosterItems } from '../hooks/use-roster';
import { useFocusOnceNamed } from '../hooks/use-focus-once-named';
import { useScanner } from '../hooks/use-scanner';
import { clockTime, TEXTS } from '../scan-texts';
import { ClearDeviceSection } from './clear-device-section';
import { DeviceNameForm } from './device-name-form';
import { DeviceSetupCard } from './device-setup-card';
import '../../../styles/scanner.css';

function ItemLink({ item }: { item: RosterItem }) {
  const shape = CATEGORY_SYMBOLS[item.category];
  return (
    <li>
      <Link to={eventCheckinPath(item.id)} className="scanner-item-link">
        <SymbolMark shape={shape} size={22} tone={item.kind === 'workshop' ? 'secondary' : 'primary'} />
        <span className="scanner-item-text">
          <span className="scanner-item-name">{item.name}</span>
          <span className="scanner-item-meta">
            {[item.category, item.venue, item.date && formatCalendarDate(item.date)].filter(Boolean).join(' · ')}
          </span>
        </span>
        <ChevronRight aria-hidden="true" size={20} />
      </Link>
    </li>
  );
}

function RosterCard() {
  const scanner = useScanner();
  const counts = useRosterCounts();
  const appSaved = useStaffAppSaved();
  const downloading = scanner.sync.pulling && !scanner.rosterReady;
  // 'Roster ready' means ready to scan offline: the roster and the scanner app itself are on this device.
  const ready = scanner.rosterReady && appSaved;
  const state = ready
    ? 'Roster ready'
    : scanner.rosterReady
      ? 'Saving the scanner for offline use...'
      : downloading
        ? 'Downloading roster...'
        : 'Roster not downloaded yet';
  return (
    <section className="scanner-card" aria-labelledby="roster-title">
      <h2 id="roster-title" className="scanner-card-title">
        Roster on this device
      </h2>
      <p className={`roster-state${ready ? ' roster-state-ready' : ''}`} data-testid="roster-state">
        {state}
      </p>
      {downloading && <progress className="sync-progress roster-progress" aria-label="Roster download" />}
      <dl className="roster-counts">
        <div>
          <dt>Participants</dt>
          <dd>{(counts?.participants ?? 0).toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Events and workshops</dt>
          <dd>{counts?.items ?? 0}</dd>
        </div>
        <div>
          <dt>Check-ins</dt>
          <dd>{(counts?.attendance ?? 0).toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Kits issued</dt>
          <dd>{(counts?.kits ?? 0).toLocaleString('en-IN')}</dd>
        </div>
      </dl>
      {/* The sync time on a line of its own: its width changes with every sync and must not rewrap the text below. */}
      <p className="muted small">
        {scanner.lastSyncAt ? `Last synced at ${clockTime(scanner.lastSyncAt)}.` : 'Not synced yet.'}
        <br />
        Scans are decided from this roster at once and synced in the background.
      </p>
    </section>
  );
}

function DeviceCard({ onCleared }: { onCleared: () => void }) {
  const scanner = useScanner();
  const [editing, setEditing] = useState(false);
  // A forgotten device whose name another device took opens the form: only a new name lets its scans sync (no Cancel).
  const formOpen = editing || scanner.nameTaken !== null;
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(formOpen);
  // The form went with the focus in it (saved or cancelled): Rename takes it, rather than the top of the page.
  useEffect(() => {
    const active = document.activeElement;
    if (wasOpen.current && !formOpen && (!active || active === document.body)) renameButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);
  return (
    <section className="scanner-card" aria-labelledby="device-title">
      <h2 id="device-title" className="scanner-card-title">
        This device
      </h2>
      {formOpen ? (
        <DeviceNameForm
          onDone={() => setEditing(false)}
          submitLabel="Rename device"
          onCancel={scanner.nameTaken ? undefined : () => setEditing(false)}
          autoFocus={editing}
        />
      ) : (
        <>
          <p className="device-name-row">
            <span className="device-name">{scanner.deviceName}</span>
            <button
              ref={renameButton}
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setEditing(true)}
              disabled={!scanner.online}
              aria-describedby={scanner.online ? undefined : 'rename-offline'}
            >
              <Pencil aria-hidden="true" size={16} />
              Rename
            </button>
          </p>
          {/* The server holds the desks' names: a disabled Rename says why, and that scanning goes on. */}
          {!scanner.online && (
            <p id="rename-offline" className="muted small">
              {TEXTS.renameOffline}
            </p>
          )}
        </>
      )}
      <ClearDeviceSection onCleared={onCleared} />
    </section>
  );
}

/** /admin/scanner: the entry to scanning — choose an event or workshop, or kit distribution; the roster state. */
export function ScannerHomePage() {
  const scanner = useScanner();
  const items = useRosterItems();
  const [cleared, setCleared] = useState(false);
  useFocusOnceNamed(scanner.ready, scanner.deviceName);
  // The events list (read from this device's roster, a moment after the scanner state) sets how far down the roster and
  // device cards sit on a phone: the page waits for it rather than pushing them down under a finger.
  if (!scanner.ready || items === undefined) return <LoadingScreen />;
  const events = items.filter((item) => item.kind === 'event');
  const workshops = items.filter((item) => item.kind === 'workshop');

  return (
    <section className="page scanner-page">
      <PageTitle title={'QR Scanner'} />
      <h1 className="scanner-heading">QR Scanner</h1>
      <p className="muted">
        Check participants in to an event or workshop, or issue registration kits. Works offline once the roster is on
        this device.
      </p>
      {!scanner.deviceName ? (
        <>
          {cleared && (
            <p className="notice notice-info" role="status">
              {TEXTS.clearDevice.done}
            </p>
          )}
          <DeviceSetupCard />
        </>
      ) : (
        <div className="scanner-home-grid">
          <div className="scanner-home-main">
            <Link to={paths.adminKitDistribution} className="scanner-card scanner-kit-link">
              <Package aria-hidden="true" size={32} />
              <span>
                <span className="scanner-card-title">Kit distribution</span>
                <span className="muted">Issue one registration kit per participant.</span>
              </span>
              <ChevronRight aria-hidden="true" size={22} />
            </Link>
            <section className="scanner-card" aria-labelledby="checkin-title">
              <h2 id="checkin-title" className="scanner-card-title">
                Event check-in
              </h2>
              {items.length === 0 && !scanner.rosterReady ? (
                <p className="muted">The events appear here once the roster has downloaded.</p>
              ) : (
                <>
                  <h3 className="scanner-list-title">Events</h3>
                  <ul className="scanner-item-list">
                    {events.map((item) => (
                      <ItemLink key={item.id} item={item} />
                    ))}
                  </ul>
                  <h3 className="scanner-list-title">Workshops</h3>
                  <ul className="scanner-item-list">
                    {workshops.map((item) => (
                      <ItemLink key={item.id} item={item} />
                    ))}
                  </ul>
                </>
              )}
            </section>
          </div>
          <div className="scanner-home-side">
            <RosterCard />
            <DeviceCard onCleared={() => setCleared(true)} />
          </div>
        </div>
      )}
    </section>
  );
}
