import { useSyncExternalStore } from 'react';
import { scannerRuntime, type ScannerSnapshot } from '../sync/scanner-runtime';

/** The tab's scanner runtime and its live state (device, sync status, roster readiness). */
export function useScanner(): ScannerSnapshot & { runtime: ReturnType<typeof scannerRuntime> } {
  const runtime = scannerRuntime();
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot);
  return { ...snapshot, runtime };
}

/**
 * One value of the scanner state (a primitive): the component re-renders only when it changes, not on
 * every sync status update — the scan screens stay idle while the engine works.
 */
export function useScannerValue<T extends string | number | boolean | null>(
  select: (snapshot: ScannerSnapshot) => T,
): T {
  const runtime = scannerRuntime();
  return useSyncExternalStore(runtime.subscribe, () => select(runtime.getSnapshot()));
}
