import { Keyboard } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { focusIsAtRest } from '../../../lib/focus-at-rest';

interface ManualEntryFormProps {
  onSubmit: (text: string) => void;
  disabled: boolean;
  submitLabel: string;
}

// A desk with a precise pointer (a laptop, often with a USB or Bluetooth barcode scanner) gets the field
// focused; on a phone that would pop the keyboard over the camera.
const prefersFocus = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches;

/**
 * A participant ID typed by hand when a pass will not scan; also the input of a keyboard-wedge scanner,
 * which types the whole pass text and Enter. The field empties and keeps focus after each entry, so the
 * next person can be scanned at once.
 */
export function ManualEntryForm({ onSubmit, disabled, submitLabel }: ManualEntryFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (prefersFocus()) input.current?.focus();
  }, []);

  useEffect(() => {
    if (!disabled && prefersFocus() && focusIsAtRest()) input.current?.focus();
  }, [disabled]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (!text || disabled) return;
    setValue('');
    onSubmit(text);
  }

  return (
    <form className="manual-entry" onSubmit={submit} aria-label="Manual entry">
      <label htmlFor={id} className="manual-entry-label">
        <Keyboard aria-hidden="true" size={18} />
        Participant ID or pass text
      </label>
      <div className="manual-entry-row">
        <input
          ref={input}
          id={id}
          name="manualEntry"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="SYM25-0001"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button type="submit" className="btn btn-outline" disabled={disabled || !value.trim()}>
          {submitLabel}
        </button>
      </div>
      <p className="field-hint">Type the ID printed under the QR code, or use a barcode scanner here.</p>
    </form>
  );
}
