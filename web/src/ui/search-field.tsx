import { useEffect, useId, useRef, useState } from "react";
import { searchTextError, typedSearchText } from "@shared/search/words";
import { useTranslation } from "../lib/i18n";
import { useDebouncedCallback } from "../lib/timing";

/** How long typing must pause before a list searches. */
const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box. Typing searches once it pauses (`onSearch`), Enter at once; a search
 * changed from outside (Back, "Clear filters") shows in the box. Tabs and line breaks pasted in
 * become spaces; a text with another control character is not searched for, and the box says why
 * in the language spoken now (the search rule and its one refusal: shared/search/words.ts).
 */
export function SearchField({ value, onSearch, placeholder, maxLength, className }: {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  maxLength: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
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

  const error = searchTextError(text);
  return (
    <label className={["field", className].filter(Boolean).join(" ")}>
      <span className="field-label">{t("action.search")}</span>
      <input
        type="search"
        className="input"
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const typed = typedSearchText(event.target.value);
          setText(typed);
          if (searchTextError(typed) === null) search(typed);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") search.flush();
        }}
      />
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {t("search.controlCharacters")}
        </span>
      )}
    </label>
  );
}
