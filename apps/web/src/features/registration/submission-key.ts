// One random key per register form, the same for every try of it and kept for the session (a reload keeps it):
// a try whose answer was lost on the way is answered again by the server instead of refused as a taken email
// (docs/decisions/0037-register-form-keeps-what-was-typed.md, "A registration retried after a lost answer"). getRandomValues, not randomUUID: the site is
// also opened over plain http on the venue LAN, where randomUUID does not exist.
const KEY = 'registerSubmissionKey';

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function submissionKey(): string {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) return kept;
    const key = newKey();
    sessionStorage.setItem(KEY, key);
    return key;
  } catch {
    return newKey(); // storage unavailable: each try is new, as before
  }
}

/** After the registration went through: the next form on this tab (another person) gets its own key. */
export function forgetSubmissionKey(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
