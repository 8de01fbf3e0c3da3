import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

/** 'Back' to the previous page, or to `fallback` when this page was opened directly. */
export function ScannerBackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small scanner-back"
      onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeft aria-hidden="true" size={18} />
      {label}
    </button>
  );
}
