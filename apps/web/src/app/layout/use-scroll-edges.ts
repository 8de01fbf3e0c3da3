import { type RefObject, useEffect } from 'react';

/**
 * A row that scrolls sideways (the admin navigation on a phone) says so: `data-more-before` and
 * `data-more-after` are set while there is more of it off the left or right edge, and the CSS fades
 * that edge. Otherwise a tab off the edge (Settings, Staff) looks like it does not exist.
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>, mounted: boolean) {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const overflow = element.scrollWidth - element.clientWidth;
      element.toggleAttribute('data-more-before', overflow > 1 && element.scrollLeft > 1);
      element.toggleAttribute('data-more-after', overflow > 1 && element.scrollLeft < overflow - 1);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    // The row's own size and its items' (a web font arriving widens them).
    for (const box of [element, ...Array.from(element.children)]) resize.observe(box);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [row, mounted]);
}
