import { useState } from 'react';

/** A form's values as its inputs hold them (text), and a setter per field for `onValueChange`. */
export function useDraft<D extends object>(initial: () => D) {
  const [draft, setDraft] = useState<D>(initial);
  const set = (key: keyof D) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  return { draft, set };
}
