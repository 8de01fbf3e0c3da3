import { ScanQrCode, Square } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ScannerWidget } from '../camera/scanner-widget';
import type { useScanFlow } from '../hooks/use-scan-flow';
import { useScannerValue } from '../hooks/use-scanner';
import { TEXTS } from '../scan-texts';
import type { ScanOutcome } from '../verdict/decide-scan';
import { DeskProblemCard } from './desk-problem-card';
import { ManualEntryForm, prefersFocus } from './manual-entry-form';
import { RevokedDeviceCard } from './revoked-device-card';
import { RosterPendingCard } from './roster-pending-card';

interface ScanStageProps {
  flow: ReturnType<typeof useScanFlow>;
  readyTitle: string;
  processingLine: string;
  manualSubmitLabel: string;
  renderResult: (outcome: ScanOutcome, next: () => void) => ReactNode;
}

/**
 * The check-in and kit screens' shared middle: ready card, camera, processing, result, manual entry. No
 * scanning on a revoked device (its scans could never sync) or before the whole roster is here.
 */
export function ScanStage(props: ScanStageProps) {
  const revoked = useScannerValue((s) => s.revoked);
  const rosterReady = useScannerValue((s) => s.rosterReady);
  if (revoked) return <RevokedDeviceCard />;
  if (!rosterReady) return <RosterPendingCard />;
  return <ScanningStage {...props} />;
}

function ScanningStage({ flow, readyTitle, processingLine, manualSubmitLabel, renderResult }: ScanStageProps) {
  const { phase, cameraOn, outcome, problem, focusRequest, handleText, start, stop, next } = flow;
  const camera = useRef<HTMLDivElement>(null);
  // 'Scan Next Participant' sits at the foot of a tall result card: when the camera comes back in its place,
  // bring its top into view under the header (a short laptop screen or a phone would otherwise show the page
  // below it).
  const scanning = cameraOn && phase === 'scanning';
  useEffect(() => {
    if (scanning) camera.current?.scrollIntoView?.({ block: 'start' });
  }, [scanning]);
  // On a phone the manual field sits below the cards: the result of an entry typed there appears above it, often
  // off the screen. A camera read's card replaces the camera, which was scrolled to the top: a tall kit card (many
  // kit items) then ended above the screen, its 'Issue Next Kit' with it. Either way bring the card's top into view.
  // A desk with a precise pointer keeps its page as it is while the whole card is in sight; when it is not (at
  // 1280 × 800 a kit card ran below the screen, or the browser kept the focused field in place as the taller card
  // came in above it and hid the title under the header), the card's top is brought under the header too (html's
  // scroll-padding-top).
  const scanned = useRef(false);
  const outcomeArea = useRef<HTMLDivElement>(null);
  const shown = phase === 'result' ? (outcome ?? problem) : null;
  useEffect(() => {
    if (!shown || !scanned.current) return;
    scanned.current = false;
    const area = outcomeArea.current;
    if (!area) return;
    if (prefersFocus()) {
      const box = area.getBoundingClientRect();
      const underHeader = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      if (box.top >= underHeader && box.bottom <= window.innerHeight) return;
    }
    area.scrollIntoView?.({ block: 'start' });
  }, [shown]);
  // On a phone the manual field does not take the focus (its keyboard would cover the camera), and the pressed button
  // ('Scan Next Participant', 'Start Scanning', 'Stop Scanning') has gone with its card: the focus would fall to the
  // top of the page. The desk's next step takes it, without scrolling (the camera's own scroll stands).
  // Only when the desk asks for it (focusRequest), not on opening the page (the route's own focus stands).
  const startButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const focusAsked = useRef(focusRequest);
  useEffect(() => {
    if (focusAsked.current === focusRequest) return;
    focusAsked.current = focusRequest;
    const active = document.activeElement;
    if (prefersFocus() || (active && active !== document.body)) return;
    (phase === 'idle' ? startButton : stopButton).current?.focus({ preventScroll: true });
  }, [focusRequest, phase]);
  return (
    <div className="scan-stage">
      {/* One live region that stays on the page: each card that comes into it (processing, the result, ready
          again) is announced; a result card inserted on its own would be silent to a screen reader. */}
      <div ref={outcomeArea} className="scan-outcome" aria-live="polite">
        {phase === 'idle' && (
          <section className="scanner-card ready-card" aria-labelledby="ready-title">
            <ScanQrCode aria-hidden="true" size={48} className="ready-icon" />
            <h2 id="ready-title" className="scanner-card-title">
              {readyTitle}
            </h2>
            <p className="muted">Scan participants' entry passes with this device's camera, or type an ID below.</p>
            <button ref={startButton} type="button" className="btn btn-primary btn-large btn-block" onClick={start}>
              {TEXTS.startScanning}
            </button>
          </section>
        )}
        {phase === 'processing' && (
          <section className="scanner-card processing-card">
            <span className="spinner" aria-hidden="true" />
            <p className="processing-title">{TEXTS.processing}</p>
            <p className="muted">{processingLine}</p>
          </section>
        )}
        {phase === 'result' && problem && <DeskProblemCard problem={problem} onNext={next} />}
        {phase === 'result' && outcome && renderResult(outcome, next)}
      </div>
      {cameraOn && (
        <div ref={camera} className="scanner-camera" hidden={phase === 'result'}>
          <ScannerWidget
            active={phase === 'scanning'}
            onRead={(text) => {
              scanned.current = true;
              void handleText(text, 'camera');
            }}
          />
          {phase === 'scanning' && (
            <button ref={stopButton} type="button" className="btn btn-ghost btn-small scanner-stop" onClick={stop}>
              <Square aria-hidden="true" size={16} />
              {TEXTS.stopScanning}
            </button>
          )}
        </div>
      )}
      <ManualEntryForm
        onSubmit={(text) => {
          scanned.current = true;
          void handleText(text, 'manual');
        }}
        submitLabel={manualSubmitLabel}
        focusRequest={focusRequest}
        shown={shown}
      />
    </div>
  );
}
