import type { ItemAvailability } from '@symposium/schema/participation';
import { useCallback, useState } from 'react';

export type RefusedAvailability = Exclude<ItemAvailability, 'open'>;

/**
 * What refused presses taught a page about its items since the list was loaded (the last place taken, the
 * deadline passed), kept by the page so an event's card and its detail modal say the same ('Full',
 * 'Registration Closed') whichever was pressed.
 */
export function useRefusedItems() {
  const [refused, setRefused] = useState<Readonly<Record<string, RefusedAvailability>>>({});
  const refusedAs = useCallback((id: string): RefusedAvailability | null => refused[id] ?? null, [refused]);
  const markRefused = useCallback(
    (id: string, availability: RefusedAvailability) =>
      setRefused((current) => (current[id] === availability ? current : { ...current, [id]: availability })),
    [],
  );
  return { refusedAs, markRefused };
}
