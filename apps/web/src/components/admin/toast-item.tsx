import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { Toast } from './toast-context';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const Icon = ICONS[toast.tone];
  return (
    <div className={`toast toast-${toast.tone}`}>
      <Icon aria-hidden="true" size={20} />
      <span className="toast-message">{toast.message}</span>
      <button type="button" className="toast-close" onClick={() => onDismiss(toast.id)} aria-label="Dismiss">
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
