// What a form keeps for the tab's session (sessionStorage): it survives a reload or a phone dropping the tab, and is
// gone with the tab. Storage may be unavailable (private mode, a policy, full): the form still works, it just forgets
// on reload — so no call here ever throws.

/** The draft kept under `key` as stored (to tell whether it changed since), or null. */
export function readSessionText(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The draft kept under `key`, parsed; null when there is none or it cannot be read. Its shape is not checked. */
export function readSessionDraft(key: string): unknown {
  const text = readSessionText(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeSessionDraft(key: string, draft: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage unavailable: the form still works, it just forgets on reload
  }
}

export function forgetSessionDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * The form's values from a kept draft: each field of `shape` whose kept value has the same type as the shape's (a
 * string for a text field, a boolean for a tick), the shape's own value otherwise. Fields in `neverStored` (passwords,
 * a terms tick given again) always keep the shape's value, whatever the draft holds.
 */
export function restoreFields<T extends object>(draft: unknown, shape: T, neverStored: readonly (keyof T)[] = []): T {
  const restored = { ...shape };
  if (!draft || typeof draft !== 'object') return restored;
  const kept = draft as Partial<Record<keyof T, unknown>>;
  for (const key of Object.keys(shape) as (keyof T)[]) {
    if (neverStored.includes(key)) continue;
    const value = kept[key];
    if (typeof value === typeof shape[key]) restored[key] = value as T[keyof T];
  }
  return restored;
}
