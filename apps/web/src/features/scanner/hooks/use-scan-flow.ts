import { useCallback, useEffect, useRef, useState } from 'react';
import { getCachedUser } from '../../../lib/session-storage';
import { KEYS_TIMEOUT_MS, scannerRuntime } from '../sync/scanner-runtime';
import { decideScan, FALLBACK, type ScanMode, type ScanOutcome, type ScanSource } from '../verdict/decide-scan';
import { newClientId } from '../sync/new-id';

/** Spec §4: idle → scanning → processing → result → back to scanning with the result cleared. */
export type ScanPhase = 'idle' | 'scanning' | 'processing' | 'result';

const PROCESSING_DELAY_MS = 150;

/** User Timing names: the benchmark reads how long a scan took from text to result on screen. */
export const SCAN_MARK = 'scan:start';
export const SCAN_MEASURE = 'scan:verdict';
/** The part of it before rendering: signature check, roster lookup, outbox write. */
export const DECIDE_MEASURE = 'scan:decide';

export function useScanFlow(mode: ScanMode | null) {
  const [phase, setPhase] = useState<ScanPhase>('idle');
  const [cameraOn, setCameraOn] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const busy = useRef(false);
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const handleText = useCallback(async (text: string, source: ScanSource) => {
    const current = modeRef.current;
    if (busy.current || !current || !text.trim()) return;
    busy.current = true;
    performance.mark(SCAN_MARK);
    // A local verdict takes milliseconds: the processing card shows only when one takes longer (a key
    // refresh), so the screen does not render twice for every scan.
    const processing = setTimeout(() => setPhase('processing'), PROCESSING_DELAY_MS);
    const runtime = scannerRuntime();
    try {
      await runtime.ready;
      const state = runtime.getSnapshot();
      const result = await decideScan(text, source, current, {
        deviceId: state.deviceId!,
        deskName: state.deviceName ?? 'Scanner',
        staffName: getCachedUser()?.name ?? 'Staff',
        keys: state.keys,
        refreshKeys: navigator.onLine ? () => runtime.refreshKeys(KEYS_TIMEOUT_MS) : undefined,
      });
      performance.measure(DECIDE_MEASURE, SCAN_MARK);
      setOutcome(result);
      if (result.queued) runtime.afterScan();
    } catch (error) {
      console.error('[scanner] the scan could not be recorded', error);
      const fallback = FALLBACK[current.type];
      setOutcome({
        id: newClientId(),
        queued: false,
        type: current.type,
        at: Date.now(),
        participantId: null,
        participant: null,
        item: current.type === 'check-in' ? current.item : null,
        status: 'rejected',
        error: fallback.error,
        message: fallback.message,
      });
    } finally {
      clearTimeout(processing);
      busy.current = false;
      setPhase('result');
    }
  }, []);

  // The result is on screen: close the measure the benchmark reads.
  useEffect(() => {
    if (!outcome || performance.getEntriesByName(SCAN_MARK, 'mark').length === 0) return;
    performance.measure(SCAN_MEASURE, SCAN_MARK);
    performance.clearMarks(SCAN_MARK);
  }, [outcome]);

  const start = useCallback(() => {
    setCameraOn(true);
    setOutcome(null);
    setPhase('scanning');
  }, []);

  const stop = useCallback(() => {
    setCameraOn(false);
    setOutcome(null);
    setPhase('idle');
  }, []);

  /** 'Scan Next Participant', 'Try Another Code', 'Issue Next Kit'. */
  const next = useCallback(() => {
    setOutcome(null);
    setPhase(cameraOn ? 'scanning' : 'idle');
  }, [cameraOn]);

  return { phase, cameraOn, outcome, handleText, start, stop, next };
}
