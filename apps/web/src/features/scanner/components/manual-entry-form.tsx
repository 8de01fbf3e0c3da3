import { M } from '@symposium/schema/messages';
import { useEdition } from '../../../lib/site-config';
import { formatParticipantId, isParticipantIdShaped } from '@symposium/schema/participant-id';
import { paths } from '@symposium/schema/paths';
import { Keyboard } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FieldError } from '../../../components/ui/field-error';
import { useRosterSearch } from '../hooks/use-roster';
import { isPassText } from '../verdict/decide-scan';
import { RosterMatches } from './roster-matches';

interface ManualEntryFormProps {
  onSubmit: (text: string) => void;
  submitLabel: string;
  /** Changes whenever the desk is ready for the next person (a result dismissed, scanning started or stopped…). */
  focusRequest: number;
  /** What the desk shows for the last scan (a result card or a device problem), null when none: a new one ends a refusal. */
  shown: unknown;
}

// A desk with a precise pointer (a laptop, often with a USB or Bluetooth barcode scanner) gets the field
// focused; on a phone that would pop the keyboard over the camera.
export const prefersFocus = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches;

const NOT_TYPED_INTO = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Someone is typing into this element (so the field must not take the focus from it). */
function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element as HTMLElement).isContentEditable
  );
}

/**
 * A participant ID typed by hand when a pass will not scan; also the input of a keyboard-wedge scanner,
 * which types the whole pass text and Enter. The field empties on every Enter and takes the focus back
 * whenever the desk is ready for the next person, so a wedge scan never goes nowhere.
 */
export function ManualEntryForm({ onSubmit, submitLabel, focusRequest, shown }: ManualEntryFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  // This year's IDs as the placeholder's example ('SYM25-0001').
  const edition = useEdition();
  /**
   * The last entry was neither a pass nor a participant ID (said here, never decided or queued): often the name or
   * email of someone with no pass yet, offered as a search on the Users screen.
   */
  const [refusedText, setRefusedText] = useState<string | null>(null);
  const refused = refusedText !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const refusal = useRef<HTMLDivElement>(null);
  /** Counts refusals, so a second refusal of the same text is brought into view too. */
  const [refusals, setRefusals] = useState(0);
  // Offline too: the refused text is looked for among the names on this device's roster (someone who forgot their phone).
  const search = useRosterSearch(refusedText);
  const found = search && search.text === refusedText ? search : undefined;

  // A refusal is said under the field, which on a phone is at the foot of the screen: bring it (its roster matches, once
  // read, and its Users link) into view. Only a scroll: the focus stays where it is.
  const matchesRead = found !== undefined;
  useEffect(() => {
    if (refusals) refusal.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusals, matchesRead]);

  // A result on screen (a pass the camera read meanwhile) ends the refusal and its list.
  useEffect(() => {
    if (shown) setRefusedText(null);
  }, [shown]);

  // preventScroll: on a short laptop screen, scrolling to the field would push the camera out of view.
  useEffect(() => {
    if (prefersFocus() && !isTextEntry(document.activeElement)) input.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  // A wedge typing while the focus is elsewhere (a button the coordinator clicked, the page itself): the
  // first key moves the focus here, and the browser delivers the character to the field.
  useEffect(() => {
    function redirect(event: KeyboardEvent) {
      // Space is left alone: it presses the focused button.
      if (
        event.key.length !== 1 ||
        event.key === ' ' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented
      )
        return;
      const active = document.activeElement;
      if (active === input.current || isTextEntry(active)) return;
      input.current?.focus();
    }
    document.addEventListener('keydown', redirect);
    return () => document.removeEventListener('keydown', redirect);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Cleared on every Enter, so a refused or empty entry never becomes the prefix of the next scan.
    const text = value.trim();
    setValue('');
    if (!text) return;
    const accepted = isPassText(text) || isParticipantIdShaped(text);
    setRefusedText(accepted ? null : text);
    if (!accepted) setRefusals((n) => n + 1);
    // On a phone the on-screen keyboard would cover what the entry brings (the refusal below, the result card
    // above): it is closed. A desk with a precise pointer keeps the focus here for the next scan.
    if (!prefersFocus()) input.current?.blur();
    if (accepted) onSubmit(text);
  }

  /** A participant picked from the roster matches: decided exactly as if their ID had been typed. */
  function pick(participantId: string) {
    setRefusedText(null);
    // The pressed button goes with the list: the field takes the focus for the next scan (not on a phone: its keyboard).
    if (prefersFocus()) input.current?.focus({ preventScroll: true });
    onSubmit(participantId);
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
          onChange={(event) => {
            setValue(event.target.value);
            setRefusedText(null);
          }}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
          placeholder={formatParticipantId(1, edition?.participantIdPrefix)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button type="submit" className="btn btn-outline" disabled={!value.trim()}>
          {submitLabel}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        Type the ID printed under the QR code, or use a barcode scanner here.
      </p>
      <FieldError id={errorId} message={refused ? M.manualEntryNotAnId : undefined} />
      {refusedText !== null && (
        <div ref={refusal} className="manual-entry-refusal">
          <RosterMatches text={refusedText} found={found} onPick={pick} />
          <p className="manual-entry-no-pass">
            {M.manualEntryNoPass}{' '}
            <Link to={`${paths.adminUsers}?${new URLSearchParams({ q: refusedText })}`}>
              {M.manualEntryFindInUsers(refusedText)}
            </Link>
          </p>
        </div>
      )}
    </form>
  );
}
