import { useEffect, useRef } from 'react';

/**
 * The device setup card goes once its name is saved, and the focus with it ('Save device name' is gone): it would fall
 * to the top of the document. The page that appears in its place takes it on its heading instead, as after a route
 * change (FocusOnNavigate), so keyboard and screen-reader users go on from there. Only after a naming seen on this
 * page (never on opening it) and only when the focus was lost: a field that took it (a desk's manual entry) keeps it.
 * The heading may come a render later (the check-in page waits for its event from the roster).
 */
export function useFocusOnceNamed(ready: boolean, deviceName: string | null) {
  const settingUp = useRef(false);
  if (ready && !deviceName) settingUp.current = true;
  useEffect(() => {
    if (!settingUp.current || !deviceName) return;
    const heading = document.getElementById('main')?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    settingUp.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  });
}
