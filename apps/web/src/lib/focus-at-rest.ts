/**
 * Nothing the user is working in has focus: the page itself, <main>, or the heading focused after a route
 * change (app/layout/focus-on-navigate.tsx). A screen may then put focus where its work starts.
 */
export function focusIsAtRest(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'main' || active.tagName === 'H1';
}
