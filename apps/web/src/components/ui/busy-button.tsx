import type { ComponentPropsWithRef, MouseEvent } from 'react';

interface BusyButtonProps extends ComponentPropsWithRef<'button'> {
  type: 'button' | 'submit';
  /** Its action (or a sibling's) is running: the button says so, keeps the focus and ignores presses. */
  busy: boolean;
}

/**
 * A button that is unavailable while an action runs. `disabled` would drop the keyboard focus to the page's body
 * (the person who pressed Enter must tab again from the top), so a busy button is `aria-disabled` instead: it keeps
 * the focus, is announced as unavailable, looks disabled (base.css) and ignores a click, Enter or Space. Cancelling
 * the click also stops a submit button's form from being sent, which covers Enter in one of the form's fields (the
 * browser submits through a click on the form's first submit button). `disabled` stays for a reason that is not
 * busy (a rule not yet met), where there is no press to come back to. An `aria-disabled` passed in (unavailable for
 * another reason, a press that says why) is kept; the click is then the caller's to handle. docs/decisions/0030-focus-and-keyboard.md, "Busy buttons keep focus".
 */
export function BusyButton({ busy, onClick, type, 'aria-disabled': unavailable, ...props }: BusyButtonProps) {
  function press(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return <button {...props} type={type} aria-disabled={busy || unavailable || undefined} onClick={press} />;
}
