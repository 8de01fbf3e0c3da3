import { M } from '@symposium/schema/messages';
import { X } from 'lucide-react';
import { type ReactNode, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { FOCUSABLE, keepFocusInside, returnFocus } from './return-focus';

interface ModalProps {
  title: string;
  /**
   * Without it the dialog has no close mark, and Escape and a click outside keep it open: it asks for a choice made
   * inside it (the sign-in over a staff page whose session ended).
   */
  onClose?: () => void;
  children: ReactNode;
  /** Shown above the title (a category symbol, say). */
  eyebrow?: ReactNode;
  /**
   * Something typed here is not saved yet: Escape, a click outside and the close mark ask before closing (a slipped
   * key or tap must not lose it), in a dialog of the same kind over this one. The form's own Cancel or Back button
   * closes without asking: it says what it does.
   */
  unsaved?: boolean;
}

/**
 * A native modal <dialog> (the page behind is inert): closes on Escape, a click outside and the close
 * mark; the focus starts on the close mark or on a [data-autofocus] field; Tab and Shift+Tab wrap inside it; focus returns to what opened it
 * (or, if that has gone meanwhile, to its nearest container that takes the focus); a focused button that goes while the
 * dialog is open hands the focus to its nearest part still there (keepFocusInside). Full-width sheet on phones.
 */
export function Modal({ title, onClose, children, eyebrow, unsaved = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const [askingDiscard, setAskingDiscard] = useState(false);

  /** False when the dialog stays open: nothing closes it, or what was typed is not saved and the person is asked. */
  function requestClose(): boolean {
    const close = closeRef.current;
    if (!close) return false;
    if (unsavedRef.current) {
      setAskingDiscard(true);
      return false;
    }
    close();
    return true;
  }
  // Chromium lets a page refuse an Escape only once between two user gestures: a second Escape straight after closes
  // the dialog whatever the page answers (its cancel event cannot be cancelled). A 'no' then shows it again.
  const reopen = useRef<HTMLElement | null | false>(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() puts the focus on the first thing that takes it (the close mark); a field marked
    // data-autofocus takes it instead. React's autoFocus cannot: it runs before the dialog is shown.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.classList.add('has-modal');
    const stopKeepingFocus = keepFocusInside(dialog);
    return () => {
      stopKeepingFocus();
      if (dialog.open) dialog.close();
      // A dialog shown over another (the sign-in over a form) leaves the page behind still held.
      if (!document.querySelector('dialog.modal[open]')) document.body.classList.remove('has-modal');
      returnFocus(opener);
    };
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the dialog element itself is a click on its backdrop (the content fills the box). A press that began
  // inside (selecting a field's text, the pointer released outside) also ends in a click on the dialog: not a close.
  const pressedOnBackdrop = useRef(false);
  const notePress = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === ref.current;
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current && pressedOnBackdrop.current) requestClose();
  };

  return (
    <>
      <dialog
        ref={ref}
        className="modal"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          if (!requestClose() && !event.cancelable) reopen.current = focused;
        }}
        onClose={() => {
          const dialog = ref.current;
          if (reopen.current === false || !dialog) return;
          const focused = reopen.current;
          reopen.current = false;
          dialog.showModal();
          if (focused && dialog.contains(focused)) focused.focus();
        }}
        onKeyDown={trapTab}
        onMouseDown={notePress}
        onClick={closeOnBackdrop}
      >
        <div className="modal-body">
          <header className="modal-header">
            <div>
              {eyebrow}
              <h2 id={titleId} className="modal-title">
                {title}
              </h2>
            </div>
            {onClose && (
              <button type="button" className="modal-close" onClick={requestClose} aria-label="Close">
                <X aria-hidden="true" />
              </button>
            )}
          </header>
          {children}
        </div>
      </dialog>
      {askingDiscard && (
        <Modal title="Discard changes?" onClose={() => setAskingDiscard(false)}>
          <p className="confirm-question">{M.discardChanges}</p>
          <div className="button-row modal-actions confirm-actions">
            <button type="button" className="btn btn-outline" onClick={() => setAskingDiscard(false)}>
              Keep editing
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-autofocus
              onClick={() => {
                setAskingDiscard(false);
                closeRef.current?.();
              }}
            >
              Discard
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
