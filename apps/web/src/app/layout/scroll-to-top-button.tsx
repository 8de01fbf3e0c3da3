import { LIMITS } from '@symposium/schema/constants';
import { ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { scrollToTop } from '../../lib/scroll-to-top';

/** What the floating button must never cover: a press or a field of the page. */
const CONTROLS = 'button, input, select, textarea, a.btn';

/** Whether a control of the page lies under the button (its box's corners and centre). */
function coversAControl(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const xs = [box.left, box.left + box.width / 2, box.right - 1];
  const ys = [box.top, box.top + box.height / 2, box.bottom - 1];
  return xs.some((x) =>
    ys.some((y) =>
      document.elementsFromPoint(x, y).some((element) => !button.contains(element) && element.matches(CONTROLS)),
    ),
  );
}

const typingInAField = () => document.activeElement?.matches('input, select, textarea') ?? false;

/**
 * docs/product.md#header-footer-and-page-behaviour: appears once the page has scrolled past 300 px. It steps aside (hidden, kept in place) while the visitor
 * types in a field or while a button or field of the page lies under it, so it never covers what they need to press.
 */
export function ScrollToTopButton() {
  const [scrolledPast, setScrolledPast] = useState(false);
  const [inTheWay, setInTheWay] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const checkInTheWay = useCallback(() => {
    const button = buttonRef.current;
    // Never while it has focus itself: hiding it would drop the keyboard user's place.
    setInTheWay(!!button && button !== document.activeElement && (typingInAField() || coversAControl(button)));
  }, []);

  useEffect(() => {
    const update = () => {
      setScrolledPast(window.scrollY > LIMITS.scrollTopThreshold);
      checkInTheWay();
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    document.addEventListener('focusin', checkInTheWay);
    document.addEventListener('focusout', checkInTheWay);
    return () => {
      window.removeEventListener('scroll', update);
      document.removeEventListener('focusin', checkInTheWay);
      document.removeEventListener('focusout', checkInTheWay);
    };
  }, [checkInTheWay]);

  // The moment it appears, before it is painted: it may already lie over a control.
  useLayoutEffect(() => {
    if (scrolledPast) checkInTheWay();
  }, [scrolledPast, checkInTheWay]);

  if (!scrolledPast) return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      className="scroll-top-button"
      data-in-the-way={inTheWay || undefined}
      onClick={scrollToTop}
      aria-label="Scroll to top"
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}
