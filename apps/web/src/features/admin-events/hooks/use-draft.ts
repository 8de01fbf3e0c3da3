import { useState } from 'react';

/**
 * A form's values as its inputs hold them (text), a setter per field for `onValueChange`, and whether anything differs
 * from what the form opened with (the modal then asks before an accidental close).
 */
export function useDraft<D extends object>(initial: () => D) {
  const [start] = useState<D>(initial);
  const [draft, setDraft] = useState<D>(start);
  const set = (key: keyof D) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const changed = (Object.keys(draft) as (keyof D)[]).some((key) => draft[key] !== start[key]);
  return { draft, set, changed };
}
