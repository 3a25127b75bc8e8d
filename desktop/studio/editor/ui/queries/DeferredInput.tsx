import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

/** Typing pauses longer than this become an edit of the document. */
const PAUSE_MS = 600;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> & {
  value: string;
  /** Writes the text to the document; false when it was refused (the text stays, marked invalid). */
  onCommit: (text: string) => boolean;
  /** Said under the field while the typed text is refused. */
  invalidText?: string;
};

/**
 * A text or number input whose typing becomes one edit: written after a pause, when the field is
 * left, on Enter, and before an undo or redo key. A query edit is not merged with the next one
 * the way a block attribute's keystrokes are, so writing each keystroke would make undo take
 * back one letter at a time.
 */
export function DeferredInput({ value, onCommit, invalidText, onBlur, onKeyDown, ...input }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest of each, for the timer and for unmounting (switching lists, closing the tab).
  const latest = useRef({ draft, value, onCommit });
  latest.current = { draft, value, onCommit };

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { draft: text, value: stored, onCommit: commit } = latest.current;
    if (text === null) return;
    if (text === stored) {
      setDraft(null);
      setInvalid(false);
      return;
    }
    const accepted = commit(text);
    setInvalid(!accepted);
    if (accepted) setDraft(null);
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      const { draft: text, value: stored, onCommit: commit } = latest.current;
      if (text !== null && text !== stored) commit(text);
    },
    [],
  );

  return (
    <>
      <input
        {...input}
        value={draft ?? value}
        aria-invalid={invalid ? 'true' : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(flush, PAUSE_MS);
        }}
        onBlur={(event) => {
          flush();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          // Enter keeps what was typed; undo and redo apply to it as one step.
          if (event.key === 'Enter' || ((event.ctrlKey || event.metaKey) && /^[zy]$/i.test(event.key))) flush();
          onKeyDown?.(event);
        }}
      />
      {invalid && invalidText && (
        <span className="studio-field__error" role="alert">
          {invalidText}
        </span>
      )}
    </>
  );
}
