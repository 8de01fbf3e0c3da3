import { type RefObject, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

const MARGIN = 12;

/**
 * On a phone the admin navigation is one row that scrolls sideways; a screen opened from a quick action or a
 * link (the scanner, kit distribution, settings) has its link off to the right, and no tab looks current.
 * After every route change the row scrolls just enough to show the current link. Only the row moves, never
 * the page (scrollIntoView would scroll the page to the navigation too).
 */
export function useActiveLinkInView(list: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('a.active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const link = active.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    if (link.left < box.left) row.scrollLeft -= box.left - link.left + MARGIN;
    else if (link.right > box.right) row.scrollLeft += link.right - box.right + MARGIN;
  }, [list, pathname]);
}
