import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazily loaded page may take to show its heading before focus settles on <main> instead. */
const HEADING_WAIT_MS = 3_000;

/**
 * After a route change (not the first load), keyboard and screen-reader users land on the new page: focus
 * moves to its main heading (or <main>) and its title is announced in a polite live region. The page may
 * arrive later (lazy chunks), so the heading is awaited; a page that focused a field itself keeps it.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPathname.current) navigated.current = true;
  const [announcement, setAnnouncement] = useState('');
  // What had focus when the route changed, read while rendering the new route (before the new page mounts
  // and perhaps focuses a field of its own).
  const before = useRef<{ pathname: string; focused: Element | null }>({ pathname, focused: null });
  if (before.current.pathname !== pathname) before.current = { pathname, focused: document.activeElement };

  useEffect(() => {
    // The first load is left alone: the browser starts at the top of the document, as on any site.
    if (!navigated.current) return;
    const main = document.getElementById('main');
    if (!main) return;
    const focusedBefore = before.current.focused;

    const settle = (target: HTMLElement) => {
      stop();
      const active = document.activeElement;
      const pageFocusedItsOwn = active && active !== focusedBefore && active !== main && main.contains(active);
      if (!pageFocusedItsOwn) {
        if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        // The smooth scroll to the top (ScrollOnNavigate) does the scrolling.
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    const findHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) settle(heading);
    };
    const observer = new MutationObserver(findHeading);
    const fallback = window.setTimeout(() => settle(main), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(fallback);
    }
    observer.observe(main, { childList: true, subtree: true });
    findHeading();
    return stop;
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
