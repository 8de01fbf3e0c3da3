import { type RefObject, useLayoutEffect } from 'react';

/**
 * The staff status bar (the scanner's sync status) stays in view under the site header while the page scrolls.
 * Its height varies (a roster download or a sync problem adds a line), so it is measured and published on the
 * page as --admin-status-height: the sticky admin navigation sits below it instead of sliding under it, and a
 * field or result scrolled into view stops below it (scroll-padding-top in base.css).
 * `data-status-bar` on the shell says a bar is showing (on a phone the navigation row then scrolls away: the
 * header, the status and the navigation together would take a quarter of the screen).
 * `shown`: the shell is rendered (it renders nothing until the signed-in staff is known).
 */
export function useStatusBarHeight(
  shell: RefObject<HTMLElement | null>,
  slot: RefObject<HTMLElement | null>,
  shown: boolean,
) {
  useLayoutEffect(() => {
    const shellElement = shell.current;
    const slotElement = slot.current;
    if (!shellElement || !slotElement) return;
    const root = document.documentElement;
    const publish = () => {
      const height = slotElement.offsetHeight;
      root.style.setProperty('--admin-status-height', `${height}px`);
      shellElement.toggleAttribute('data-status-bar', height > 0);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(slotElement);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--admin-status-height');
    };
  }, [shell, slot, shown]);
}
