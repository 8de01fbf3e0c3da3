/** A moment as a short calendar date in the reader's clock: '21 Nov 2026' (dense tables). */
export function formatShortDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime())
    ? iso
    : at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
