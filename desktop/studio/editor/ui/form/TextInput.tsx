import { useEffect, useState } from 'react';
import type { ActionResult } from '../../state/types';

/**
 * A text input that keeps what is typed even when the value is refused (a link that is not
 * allowed stays on screen with its reason, the document keeps the last good value).
 */
export function TextInput({
  label,
  value,
  lang,
  dir,
  placeholder,
  hint,
  onCommit,
  refusal,
  commitOnBlur = false,
}: {
  label: string;
  value: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  placeholder?: string;
  /** The input's tooltip (what an empty language shows on the site). */
  hint?: string | undefined;
  onCommit: (text: string) => ActionResult;
  /** How a refused value is said. */
  refusal: (result: Exclude<ActionResult, { ok: true }>) => string;
  commitOnBlur?: boolean;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(value);
    setError(null);
  }, [value]);
  const commit = (next: string) => {
    const result = onCommit(next);
    setError(result.ok ? null : refusal(result));
  };
  return (
    <label className="studio-field">
      <span className="studio-field__label">{label}</span>
      <input
        lang={lang}
        dir={dir ?? (lang === 'ar' ? 'rtl' : 'auto')}
        value={text}
        placeholder={placeholder || undefined}
        title={hint}
        aria-invalid={error ? 'true' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (!commitOnBlur) commit(event.target.value);
        }}
        onBlur={() => {
          if (commitOnBlur && text !== value) commit(text);
        }}
        onKeyDown={(event) => {
          if (commitOnBlur && event.key === 'Enter') commit(text);
        }}
      />
      {error && (
        <span className="studio-field__error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
