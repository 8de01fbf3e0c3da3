import { useCallback, useEffect, useRef, useState } from 'react';
import type { Edition } from '@symposium/schema/edition';
import { useSiteConfig } from '../../../lib/site-config';
import { getCachedUser } from '../../../lib/session-storage';
import {
  KEYS_TIMEOUT_MS,
  ROSTER_CATCH_UP_MS,
  ROSTER_FRESHEN_MS,
  SCAN_NETWORK_WAIT_MS,
  scannerRuntime,
} from '../sync/scanner-runtime';
import { isWedgeRepeat, type TypedScan } from '../wedge-repeat';
import {
  decideScan,
  type DeskProblem,
  DeskProblemError,
  type ScanMode,
  type ScanOutcome,
  type ScanSource,
} from '../verdict/decide-scan';

/** docs/product.md#event-check-in: idle → scanning → processing → result → back to scanning with the result cleared. */
export type ScanPhase = 'idle' | 'scanning' | 'processing' | 'result';

const PROCESSING_DELAY_MS = 150;

/** How long the next wait may last: what it asks for, but never past `totalMs` after the budget was made. */
function networkBudget(totalMs: number) {
  const endsAt = performance.now() + totalMs;
  return (wantedMs: number) => Math.max(0, Math.min(wantedMs, endsAt - performance.now()));
}

/** User Timing names: the benchmark reads how long a scan took from text to result on screen. */
export const SCAN_MEASURE = 'scan:verdict';
/** The part of it before rendering: signature check, roster lookup, outbox write. */
export const DECIDE_MEASURE = 'scan:decide';

/** A text read or typed, with the screen's mode at that moment (a collection point changed later does not apply). */
interface PendingScan {
  text: string;
  source: ScanSource;
  mode: ScanMode;
  /** 'Admit anyway', confirmed by the coordinator. */
  force?: boolean;
}

export function useScanFlow(mode: ScanMode | null) {
  const [phase, setPhase] = useState<ScanPhase>('idle');
  const [cameraOn, setCameraOn] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  /** The desk could not judge or save the last scan (not a verdict on the participant). */
  const [problem, setProblem] = useState<DeskProblem | null>(null);
  /** Bumped whenever the desk is ready for the next person: the manual field takes the focus back. */
  const [focusRequest, setFocusRequest] = useState(0);
  const pending = useRef<PendingScan[]>([]);
  const draining = useRef(false);
  /** When the scan whose outcome is about to show started (performance.now()), for the measure. */
  const shownSince = useRef<number | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  // The edition's kits, as this page load knows them (the drawn config, the service worker's copy, then fresh).
  const kitsRef = useRef<Edition['kits'] | undefined>(undefined);
  const edition = useSiteConfig().config?.edition;
  kitsRef.current = edition?.kits;
  // The edition's clock: the check-in windows are on it, whatever the device's own time zone.
  const timeZoneRef = useRef<string | undefined>(undefined);
  timeZoneRef.current = edition?.timeZone;
  /** The scan whose outcome is on screen: 'Admit anyway' decides it again, forced. */
  const shownScan = useRef<PendingScan | null>(null);
  /** The last text the manual field (or a keyboard wedge) sent, until the desk moves on: a double send is ignored. */
  const lastTyped = useRef<TypedScan | null>(null);

  const decideOne = useCallback(async (scan: PendingScan) => {
    const { text, source, mode: current } = scan;
    // A start time per scan, not a named mark: queued scans overlap, and a measure must never throw.
    const startedAt = performance.now();
    // A local verdict takes milliseconds: the processing card shows only when one takes longer (a key
    // refresh), so the screen does not render twice for every scan.
    const processing = setTimeout(() => setPhase('processing'), PROCESSING_DELAY_MS);
    const runtime = scannerRuntime();
    try {
      await runtime.ready;
      const state = runtime.getSnapshot();
      const staff = getCachedUser();
      // Every wait for the network before the verdict (new pass keys, the sync after a lull, the catch-up before a
      // refusal) comes out of one budget: on a slow network they would otherwise add up (1.5 s + 3 s) while the
      // participant stands at the desk (docs/decisions/0020-desk-verdicts.md, "A scan waits for the network at most 3 s in all").
      const waitUpTo = networkBudget(SCAN_NETWORK_WAIT_MS);
      const result = await decideScan(
        text,
        source,
        current,
        {
          deviceId: state.deviceId!,
          deskName: state.deviceName ?? 'Scanner',
          staffName: staff?.name ?? 'Staff',
          staffUserId: staff?.id,
          keys: state.keys,
          kits: kitsRef.current,
          timeZone: timeZoneRef.current,
          refreshKeys: navigator.onLine ? () => runtime.fetchKeys(waitUpTo(KEYS_TIMEOUT_MS)) : undefined,
          catchUpRoster: navigator.onLine ? () => runtime.catchUpRoster(waitUpTo(ROSTER_CATCH_UP_MS)) : undefined,
          freshenRoster:
            navigator.onLine && runtime.rosterIsStale()
              ? () => runtime.catchUpRoster(waitUpTo(ROSTER_FRESHEN_MS))
              : undefined,
        },
        { force: scan.force },
      );
      performance.measure(DECIDE_MEASURE, { start: startedAt });
      shownSince.current = startedAt;
      shownScan.current = scan;
      setProblem(null);
      setOutcome(result);
      if (result.queued) runtime.afterScan();
    } catch (error) {
      // Storage full, the database lost twice, no way to check signatures: the device's fault, said plainly.
      console.error('[scanner] the scan could not be recorded', error);
      shownSince.current = null;
      setOutcome(null);
      setProblem(error instanceof DeskProblemError ? error.problem : 'not-saved');
    } finally {
      clearTimeout(processing);
      setPhase('result');
    }
  }, []);

  /**
   * Every text is decided, in the order it arrived: a keyboard-wedge scanner may send the next pass while
   * the previous one is still being decided.
   */
  const enqueue = useCallback(
    async (scan: PendingScan) => {
      pending.current.push(scan);
      if (draining.current) return;
      draining.current = true;
      try {
        for (let next = pending.current.shift(); next; next = pending.current.shift()) await decideOne(next);
      } finally {
        draining.current = false;
      }
    },
    [decideOne],
  );

  const handleText = useCallback(
    async (text: string, source: ScanSource) => {
      const current = modeRef.current;
      if (!current || !text.trim()) return;
      // A wedge that sent the same pass twice: the first scan's result stays, and nothing more is queued.
      if (source === 'manual') {
        const now = performance.now();
        if (isWedgeRepeat(lastTyped.current, text, now)) return;
        lastTyped.current = { text, at: now };
      } else {
        lastTyped.current = null;
      }
      await enqueue({ text, source, mode: current });
    },
    [enqueue],
  );

  /**
   * 'Admit anyway', confirmed on the refusal card: the scan on screen is decided again with force (a check-in only;
   * the shared rules override only the refusals they allow to be overridden), and recorded as admitted anyway.
   */
  const admitAnyway = useCallback(async () => {
    const scan = shownScan.current;
    if (!scan || scan.mode.type !== 'check-in') return;
    lastTyped.current = null;
    await enqueue({ ...scan, force: true });
  }, [enqueue]);

  // The result is on screen: close the measure the benchmark reads.
  useEffect(() => {
    if (!outcome || shownSince.current === null) return;
    performance.measure(SCAN_MEASURE, { start: shownSince.current });
    shownSince.current = null;
  }, [outcome]);

  const requestFocus = useCallback(() => setFocusRequest((n) => n + 1), []);

  const start = useCallback(() => {
    lastTyped.current = null;
    setCameraOn(true);
    setOutcome(null);
    setProblem(null);
    setPhase('scanning');
    requestFocus();
  }, [requestFocus]);

  const stop = useCallback(() => {
    lastTyped.current = null;
    setCameraOn(false);
    setOutcome(null);
    setProblem(null);
    setPhase('idle');
    requestFocus();
  }, [requestFocus]);

  /** 'Scan Next Participant', 'Try Another Code', 'Issue Next Kit', 'Try Again'. */
  const next = useCallback(() => {
    lastTyped.current = null;
    setOutcome(null);
    setProblem(null);
    setPhase(cameraOn ? 'scanning' : 'idle');
    requestFocus();
  }, [cameraOn, requestFocus]);

  return { phase, cameraOn, outcome, problem, focusRequest, handleText, admitAnyway, start, stop, next, requestFocus };
}
