import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BusyButton } from '../ui/busy-button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** A page is loading: both buttons wait (and keep the focus of the one pressed). */
  busy?: boolean;
  /** The navigation's name, when a screen pages more than one list ('Pages of SKY SHOT'). */
  label?: string;
}

/** Previous / Next with "Page x of y" (server-side pages, docs/product.md#interface-constants: 20 per page). */
export function Pagination({ page, totalPages, onPage, busy = false, label = 'Pages' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <div className="admin-pagination-pages">
        <BusyButton
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => onPage(page - 1)}
          busy={busy}
          disabled={page <= 1}
        >
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </BusyButton>
        <BusyButton
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => onPage(page + 1)}
          busy={busy}
          disabled={page >= totalPages}
        >
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </BusyButton>
      </div>
    </nav>
  );
}
