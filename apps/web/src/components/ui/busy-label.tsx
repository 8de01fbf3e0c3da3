interface BusyLabelProps {
  busy: boolean;
  /** The label at rest: 'Refresh'. */
  idle: string;
  /** The label while busy: 'Refreshing...'. */
  working: string;
}

/**
 * A button label that changes while its action runs, as wide as the longer of the two: the button neither shrinks nor
 * moves (right-aligned, or beside a title on a phone) when a load it shows ends. The label not shown is hidden from
 * sight and from screen readers alike.
 */
export function BusyLabel({ busy, idle, working }: BusyLabelProps) {
  return (
    <span className="busy-label">
      <span className={busy ? 'busy-label-off' : undefined}>{idle}</span>
      <span className={busy ? undefined : 'busy-label-off'}>{working}</span>
    </span>
  );
}
