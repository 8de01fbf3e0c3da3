import { Check } from 'lucide-react';

const shortLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`)
    .toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
    .toUpperCase();

/** A night on/off (docs/product.md#accommodation: 'OCT 23', 'OCT 24'); aria-pressed tells screen readers its state. */
export function DateToggle({ date, pressed, onToggle }: { date: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={`toggle ${pressed ? 'is-on' : ''}`} aria-pressed={pressed} onClick={onToggle}>
      {pressed && <Check aria-hidden="true" size={18} />}
      {shortLabel(date)}
    </button>
  );
}

/** The edition's nights (the two of docs/product.md#accommodation) as toggles; `onChange` gets the chosen nights, in date order. */
export function NightToggles({
  nights,
  dates,
  onChange,
}: {
  nights: readonly string[];
  dates: string[];
  onChange: (dates: string[]) => void;
}) {
  const toggle = (date: string) =>
    onChange(dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort());
  return (
    <div className="toggle-row">
      {nights.map((date) => (
        <DateToggle key={date} date={date} pressed={dates.includes(date)} onToggle={() => toggle(date)} />
      ))}
    </div>
  );
}
