import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useMemo, useState } from 'react';

interface PartsRegistry {
  report: (id: string, settled: boolean) => void;
  remove: (id: string) => void;
}

const PartsContext = createContext<PartsRegistry | null>(null);

/**
 * A part of a screen that loads its own data (the dashboard's conflicts panel, one event's table) says whether its
 * first answer has come (or failed). A screen gathering its parts (`useSettledParts`) shows them once all have, so
 * none grows under the others a moment later (docs/decisions/0029-nothing-moves-under-the-pointer.md, "Screens wait for the parts that set their height").
 * Outside such a screen this does nothing.
 */
export function useReportSettled(settled: boolean): void {
  const registry = useContext(PartsContext);
  const id = useId();
  // Layout effects: the screen learns of a part before the browser paints, never showing it unsettled for a frame.
  useLayoutEffect(() => registry?.report(id, settled), [registry, id, settled]);
  useLayoutEffect(() => () => registry?.remove(id), [registry, id]);
}

/** Gathers the parts rendered inside `<SettledParts registry={registry}>`: `settled` once all have said so (or there are none). */
export function useSettledParts(): { settled: boolean; registry: PartsRegistry } {
  const [parts, setParts] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const registry = useMemo<PartsRegistry>(
    () => ({
      report: (id, settled) => setParts((prev) => (prev.get(id) === settled ? prev : new Map(prev).set(id, settled))),
      remove: (id) =>
        setParts((prev) => {
          if (!prev.has(id)) return prev;
          const next = new Map(prev);
          next.delete(id);
          return next;
        }),
    }),
    [],
  );
  return { settled: [...parts.values()].every(Boolean), registry };
}

export function SettledParts({ registry, children }: { registry: PartsRegistry; children: ReactNode }) {
  return <PartsContext.Provider value={registry}>{children}</PartsContext.Provider>;
}

/** A Suspense fallback for a part whose code is still loading: the screen gathering its parts waits for it too. */
export function UnsettledPart() {
  useReportSettled(false);
  return null;
}
