import { useEffect, useRef, useState } from "react";
import { useDebouncedCallback } from "../lib/timing";

/** How long typing must pause before a list searches. */
const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box. Typing searches once it pauses (`onSearch`), Enter at once; a search
 * changed from outside (Back, "Clear filters") shows in the box.
 */
export function SearchField({ value, onSearch, placeholder, maxLength, className }: {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  maxLength: number;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const search = useDebouncedCallback((typed: string) => {
    sent.current = typed.trim().slice(0, maxLength);
    onSearch(sent.current);
  }, SEARCH_PAUSE_MS);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <label className={["field", className].filter(Boolean).join(" ")}>
      <span className="field-label">Search</span>
      <input
        type="search"
        className="input"
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") search.flush();
        }}
      />
    </label>
  );
}
