import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/admin/status-badge';
import { type SymbolShape, SymbolMark } from '../../../components/ui/symbol-mark';
import { cutDescription } from '../catalogue-text';

interface CatalogueCardProps {
  title: string;
  shape: SymbolShape | null;
  label: string;
  status: string;
  description: string;
  facts: ReactNode;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One event or workshop in the admin grid: symbol, name, status, cut description, facts, edit and delete. */
export function CatalogueCard({
  title,
  shape,
  label,
  status,
  description,
  facts,
  canDelete,
  onEdit,
  onDelete,
}: CatalogueCardProps) {
  return (
    <article className="catalogue-card">
      <header className="catalogue-card-header">
        {shape && <SymbolMark shape={shape} size={20} />}
        <span className="catalogue-card-label">{label}</span>
        <StatusBadge status={status} />
      </header>
      <h3 className="catalogue-card-title">{title}</h3>
      <p className="catalogue-card-text">{cutDescription(description)}</p>
      <div className="catalogue-card-facts">{facts}</div>
      <div className="catalogue-card-actions">
        <button type="button" className="btn btn-outline btn-small" onClick={onEdit}>
          <Pencil aria-hidden="true" size={16} />
          Edit<span className="visually-hidden"> {title}</span>
        </button>
        {canDelete ? (
          <button type="button" className="btn btn-ghost btn-small btn-danger" onClick={onDelete}>
            <Trash2 aria-hidden="true" size={16} />
            Delete<span className="visually-hidden"> {title}</span>
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-small" disabled title="Only admins can delete">
            <Trash2 aria-hidden="true" size={16} />
            Delete<span className="visually-hidden"> {title} (admins only)</span>
          </button>
        )}
      </div>
    </article>
  );
}
