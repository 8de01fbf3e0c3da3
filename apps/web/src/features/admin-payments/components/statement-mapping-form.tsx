import {
  STATEMENT_COLUMN_LABELS,
  type StatementColumnMapping,
  type StatementColumnRole,
} from '@symposium/schema/payment-statements';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';

interface StatementMappingFormProps {
  /** The statement's first rows, as the import answered them. */
  preview: string[][];
  busy: boolean;
  onSubmit: (mapping: StatementColumnMapping) => void;
  onCancel: () => void;
}

const ROLES: StatementColumnRole[] = ['date', 'description', 'reference', 'credit', 'debit', 'amount', 'drCr'];
const REQUIRED: StatementColumnRole[] = ['date', 'description'];

/** The first row that looks like a header: the most filled-in cells among the top rows. */
const likelyHeader = (rows: string[][]) =>
  rows.reduce((best, row, i) => (row.filter(Boolean).length > rows[best]!.filter(Boolean).length ? i : best), 0);

/**
 * When the import cannot tell a statement's columns: the admin picks the header row and says which column holds what.
 * The server remembers the mapping for that header, so the next export of the same layout needs none.
 */
export function StatementMappingForm({ preview, busy, onSubmit, onCancel }: StatementMappingFormProps) {
  const [headerRow, setHeaderRow] = useState(() => likelyHeader(preview));
  const [columns, setColumns] = useState<Partial<Record<StatementColumnRole, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const header = preview[headerRow] ?? [];
  const options = header.map((cell, i) => ({ value: String(i), label: cell || `Column ${i + 1}` }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = REQUIRED.filter((role) => !columns[role]);
    if (missing.length > 0 || (!columns.credit && !columns.amount)) {
      setError('Name the date, the description, and the credit column (or the amount column).');
      return;
    }
    setError(null);
    const chosen = Object.fromEntries(
      Object.entries(columns).flatMap(([role, value]) => (value ? [[role, Number(value)]] : [])),
    );
    onSubmit({ headerRow, ...chosen } as StatementColumnMapping);
  }

  return (
    <form className="statement-mapping" onSubmit={submit} noValidate aria-labelledby="mapping-title">
      <h3 id="mapping-title" className="admin-section-title">
        Which column holds what?
      </h3>
      <SelectField
        label="Header row"
        name="headerRow"
        value={String(headerRow)}
        onValueChange={(v) => {
          setHeaderRow(Number(v));
          setColumns({});
        }}
        options={preview.map((row, i) => ({
          value: String(i),
          label: `Row ${i + 1}: ${row.filter(Boolean).join(' | ').slice(0, 70) || '(empty)'}`,
        }))}
        placeholder="Choose the header row"
      />
      <div className="statement-mapping-grid">
        {ROLES.map((role) => (
          <SelectField
            key={role}
            label={STATEMENT_COLUMN_LABELS[role]}
            name={role}
            value={columns[role] ?? ''}
            onValueChange={(v) => setColumns((current) => ({ ...current, [role]: v }))}
            options={options}
            placeholder={REQUIRED.includes(role) ? 'Choose a column' : 'None'}
          />
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Importing...' : 'Import with these columns'}
        </button>
      </div>
    </form>
  );
}
