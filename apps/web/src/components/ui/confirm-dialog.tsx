import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Modal } from './modal';

export interface ConfirmOptions {
  /** The dialog's title; 'Please confirm' unless said. */
  title?: string;
  /** The button that says yes ('Delete', 'Revoke'); 'OK' unless said. */
  confirmLabel?: string;
  /** The button that says no; 'Cancel' unless said. */
  cancelLabel?: string;
}

interface Question extends ConfirmOptions {
  text: string;
  answer: (yes: boolean) => void;
}

/**
 * A yes-or-no question in the product's own dialog (the Modal: focus kept inside, Escape, a click outside and the close
 * mark all answer no), never the browser's window.confirm: `const { confirm, dialog } = useConfirm()`, render `dialog`,
 * and `if (!(await confirm('Are you sure you want to delete this item?'))) return;`. The focus starts on the yes
 * button, as the browser's box put it; after the answer it goes back to what asked, or to its nearest container still
 * there when the action took that away (a deleted event's card).
 */
export function useConfirm(): {
  confirm: (text: string, options?: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  const current = useRef<Question | null>(null);

  const confirm = useCallback(
    (text: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        current.current?.answer(false); // a question still open is answered no: one question at a time
        const asked: Question = {
          ...options,
          text,
          answer: (yes) => {
            if (current.current !== asked) return;
            current.current = null;
            setQuestion(null);
            resolve(yes);
          },
        };
        current.current = asked;
        setQuestion(asked);
      }),
    [],
  );

  const dialog = question && (
    <Modal title={question.title ?? 'Please confirm'} onClose={() => question.answer(false)}>
      <p className="confirm-question">{question.text}</p>
      <div className="button-row modal-actions confirm-actions">
        <button type="button" className="btn btn-outline" onClick={() => question.answer(false)}>
          {question.cancelLabel ?? 'Cancel'}
        </button>
        <button type="button" className="btn btn-primary" data-autofocus onClick={() => question.answer(true)}>
          {question.confirmLabel ?? 'OK'}
        </button>
      </div>
    </Modal>
  );
  return { confirm, dialog };
}
