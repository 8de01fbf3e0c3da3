export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const isGone = (el: Element | null) => !el || !el.isConnected;
const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back to what opened a dialog. The opener often goes away right after (a decided
 * payment's row leaves the pending list, a confirmed stay loses its Confirm button), which would drop
 * a keyboard or screen-reader user on the page's body, back at the top: then the focus moves to the
 * opener's nearest focusable container that is still there (the table, else <main>). The watch ends
 * once the focus moves anywhere else.
 */
export function returnFocus(opener: HTMLElement | null) {
  if (!opener) return;
  const ancestors: HTMLElement[] = [];
  for (let el = opener.parentElement; el; el = el.parentElement) if (el.hasAttribute('tabindex')) ancestors.push(el);
  const fallback = () => ancestors.find((el) => el.isConnected) ?? document.getElementById('main');

  if (isGone(opener)) {
    fallback()?.focus({ preventScroll: true });
    return;
  }
  opener.focus({ preventScroll: true });

  const stopWatching = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusElsewhere, true);
  };
  const onFocusElsewhere = (event: FocusEvent) => {
    if (event.target !== opener) stopWatching();
  };
  const observer = new MutationObserver(() => {
    if (!isGone(opener)) return;
    stopWatching();
    if (focusIsLost()) fallback()?.focus({ preventScroll: true });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusElsewhere, true);
}

const firstFocusableIn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.offsetParent !== null) ?? null;

/**
 * Inside an open dialog, a button can go while it has the focus (a payment verified or an ID generated from the
 * participant's details, a pass revoked; on /profile, a withdrawn item's row): the focus would fall to the page's
 * body, outside the dialog or card. It goes instead
 * to the first thing that takes the focus in the nearest part of the dialog that is still there (the pass's Download,
 * the new Restore pass), else to `fallback` (a card's title). Returns the function that stops watching.
 */
export function keepFocusInside(container: HTMLElement, fallback?: HTMLElement | null): () => void {
  let focused: HTMLElement | null = null;
  let ancestors: HTMLElement[] = [];
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || !container.contains(event.target)) return;
    focused = event.target;
    ancestors = [];
    for (let el = focused.parentElement; el && el !== container.parentElement; el = el.parentElement)
      ancestors.push(el);
  };
  const observer = new MutationObserver(() => {
    if (!focused || focused.isConnected || !container.isConnected || !focusIsLost()) return;
    for (const el of ancestors) {
      const next = el.isConnected ? firstFocusableIn(el) : null;
      if (next) {
        next.focus();
        return;
      }
    }
    if (fallback?.isConnected) fallback.focus();
  });
  container.addEventListener('focusin', onFocusIn);
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
  };
}
