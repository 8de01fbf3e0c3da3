// Callback refs for a step, result or message that replaces what had focus (a submit button that turned busy,
// a step that unmounted): focus lands on it as it appears, so keyboard and screen-reader users are not sent
// back to the top of the document, and on a phone it is scrolled into view. The element needs tabIndex={-1}.

/** Focuses the element and scrolls it into view if it is off screen. */
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

/** Focuses the element where it is (a smooth scroll to the top is already on its way). */
export const focusOnMountInPlace = (element: HTMLElement | null) => {
  element?.focus({ preventScroll: true });
};
