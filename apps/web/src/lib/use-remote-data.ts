import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** An answer or a failure for this key has come since the screen asked (a reload keeps it true). */
  settled: boolean;
  /**
   * What the screen shows is an answer at its final size: a value (this page load's last one, or the fresh one) or,
   * with none, the load's end. Screens wait for it before drawing what sits below (docs/decisions/0029-nothing-moves-under-the-pointer.md, "Late figures
   * keep their place").
   */
  answered: boolean;
  reload: () => void;
}

const lastValues = new Map<string, unknown>();
const primed = new Map<string, Promise<unknown>>();
/** Loads under way: two screens (or two cards) asking for one key at once share one request. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * `fresh`: a reload (Refresh, Try Again, after a change the screen made) never takes a request already on its way
 * — that one may have left before the change — but starts its own, which later askers then share.
 */
function loadOnce<T>(key: string, load: () => Promise<T>, fresh: boolean): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running && !fresh) return running;
  const started: Promise<T> = load().finally(() => {
    if (inFlight.get(key) === started) inFlight.delete(key);
  });
  inFlight.set(key, started);
  return started;
}

/**
 * A value the page already carries (the server drew the first screen with it): the first render shows it,
 * exactly as the server did, and the screen still asks for a fresh one.
 */
export function seedRemoteData(key: string, value: unknown): void {
  lastValues.set(key, value);
}

/** Starts loading `key` before any screen asks for it (at start-up); the first screen to ask takes it. */
export function primeRemoteData<T>(key: string, load: () => Promise<T>): void {
  if (!primed.has(key)) primed.set(key, loadOnce(key, load, false));
}

/**
 * Loads `key` with `load` on mount: the last value this page load saw shows at once and is replaced by
 * the fresh answer, so moving between screens never flashes a spinner and never shows stale data for long.
 * `load` may be null (nothing to load, e.g. signed out).
 */
export function useRemoteData<T>(key: string, load: (() => Promise<T>) | null): RemoteData<T> {
  const [data, setData] = useState<T | null>(() => (load ? ((lastValues.get(key) as T | undefined) ?? null) : null));
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(load !== null);
  // The key whose last load has finished: in the render where the key changes, before the effect below has started
  // its load, `data` is still the last key's, and the screen must already read it as loading.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load !== null;

  useEffect(() => {
    const current = loadRef.current;
    if (!current) {
      setData(null);
      setLoading(false);
      return;
    }
    let active = true;
    setLoading(true);
    setError(null);
    const early = attempt === 0 ? (primed.get(key) as Promise<T> | undefined) : undefined;
    primed.delete(key);
    (early ?? loadOnce(key, current, attempt > 0))
      .then(
        (value) => {
          lastValues.set(key, value);
          if (active) setData(value);
        },
        (reason: unknown) => active && setError(reason),
      )
      .finally(() => {
        if (!active) return;
        setLoading(false);
        setSettledKey(key);
      });
    return () => {
      active = false;
    };
  }, [key, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = settledKey === key;
  return {
    data,
    error,
    loading: loading || (enabled && !settled),
    settled,
    answered: data !== null || settled,
    reload,
  };
}
