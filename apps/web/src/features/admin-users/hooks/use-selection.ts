import { useCallback, useState } from 'react';

export interface Selection {
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects every id given, or clears them when all are already selected (the header checkbox). */
  toggleAll: (ids: readonly string[]) => void;
  /** The selection becomes exactly these ids ("Select all N matching"). */
  replace: (ids: readonly string[]) => void;
  clear: () => void;
}

/** Bulk mode's ticked participants; kept across pages until cleared. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((id: string) => {
    setIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback((pageIds: readonly string[]) => {
    setIds((current) => {
      const next = new Set(current);
      const allSelected = pageIds.length > 0 && pageIds.every((id) => current.has(id));
      for (const id of pageIds) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);

  const replace = useCallback((all: readonly string[]) => setIds(new Set(all)), []);
  const clear = useCallback(() => setIds(new Set()), []);
  return { ids, toggle, toggleAll, replace, clear };
}
