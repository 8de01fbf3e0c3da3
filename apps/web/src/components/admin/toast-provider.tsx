import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Toast, ToastContext, type ToastTone } from './toast-context';
import { ToastItem } from './toast-item';
import { useTopDialog } from './use-top-dialog';

const SHOW_MS = 6000;

/**
 * The browser alerts of docs/product.md#staff-alerts-and-texts as toasts: the same texts, announced by screen readers (polite for news,
 * assertive for failures) without blocking the page the way window.alert does.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-3), { id, message, tone }]);
      if (tone !== 'error') window.setTimeout(() => dismiss(id), SHOW_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);
  const dialog = useTopDialog();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <div className="toast-stack">
          <div role="status" aria-live="polite" className="toast-region">
            {toasts
              .filter((t) => t.tone !== 'error')
              .map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
          </div>
          <div role="alert" aria-live="assertive" className="toast-region">
            {toasts
              .filter((t) => t.tone === 'error')
              .map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
          </div>
        </div>,
        // Inside an open modal dialog, or the page behind it would hide the toasts and make them inert.
        dialog ?? document.body,
      )}
    </ToastContext.Provider>
  );
}
