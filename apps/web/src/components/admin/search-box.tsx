import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface SearchBoxProps {
  label: string;
  /** Short enough to show whole in a phone's field (about 25 characters); the full list goes in `hint`. */
  placeholder: string;
  /** What the search looks through, as a line under the field ('Searches name, email, …'). */
  hint?: string;
  value: string;
  /** Called once typing pauses (300 ms), not on every key. */
  onSearch: (value: string) => void;
  className?: string;
}

export function SearchBox({ label, placeholder, hint, value, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);

  // Only a settled change of the text searches; `value` catching up must not search again.
  const searchSettled = useEffectEvent((text: string) => {
    if (text !== value) onSearch(text);
  });
  useEffect(() => searchSettled(settled), [settled]);

  // The search changed from outside (Back to an address with another search): the field shows it.
  const showSearchFromOutside = useEffectEvent((search: string) => {
    if (search !== settled) setText(search);
  });
  useEffect(() => showSearchFromOutside(value), [value]);

  return (
    <div className={`field admin-search-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="admin-search-input">
        <Search aria-hidden="true" size={18} />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
