import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** The navigation's name, when a screen pages more than one list ('Pages of SKY SHOT'). */
  label?: string;
}

/** Previous / Next with "Page x of y" (server-side pages, spec §9: 20 per page). */
export function Pagination({ page, totalPages, onPage, disabled, label = 'Pages' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <div className="admin-pagination-pages">
        <button type="button" className="btn btn-outline btn-small" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </button>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => onPage(page + 1)}
          disabled={disabled || page >= totalPages}
        >
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
    </nav>
  );
}
