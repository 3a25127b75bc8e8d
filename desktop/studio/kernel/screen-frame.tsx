import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The frame of the studio's list screens (store requests, orders, delivery rates): the title,
 * focused on arrival so a screen reader says where the user is, the way back, and the body.
 */
export function ScreenFrame({
  title,
  backLabel,
  onExit,
  busy,
  children,
}: {
  title: string;
  backLabel: string;
  onExit: () => void;
  /** True while the body's list loads. */
  busy: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="studio-screen">
      <header className="studio-lands__bar">
        <h1 ref={heading} tabIndex={-1} className="studio-screen__title">
          {title}
        </h1>
        <button type="button" className="studio-button" onClick={onExit}>
          {backLabel}
        </button>
      </header>
      <main className="studio-screen__body" aria-busy={busy}>
        {children}
      </main>
    </div>
  );
}

/** A list that could not be loaded: what happened, and trying again. */
export function LoadFailed({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="studio-notice studio-notice--error">
      <p>{text}</p>
      <button type="button" className="studio-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** What the last action on a screen gave: done (read politely), or an error (read at once). */
export interface ScreenNotice {
  kind: 'done' | 'error';
  text: string;
}

export function NoticeLine({ notice }: { notice: ScreenNotice | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === 'done' ? 'status' : 'alert'}
      className={notice.kind === 'done' ? 'studio-notice' : 'studio-notice studio-notice--error'}
    >
      {notice.text}
    </p>
  );
}

/**
 * A list screen's status filter: one pressed button per status (and "all" when `allLabel` is
 * given, for the null choice), read as a group by its label.
 */
export function StatusChips<S extends string>({
  label,
  statuses,
  value,
  labelOf,
  allLabel,
  onChange,
}: {
  label: string;
  statuses: readonly S[];
  value: S | null;
  labelOf: (status: S) => string;
  allLabel?: string;
  onChange: (status: S | null) => void;
}) {
  return (
    <div role="group" aria-label={label} className="studio-screen__chips">
      {allLabel !== undefined && (
        <button type="button" className="studio-button" aria-pressed={value === null} onClick={() => onChange(null)}>
          {allLabel}
        </button>
      )}
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          className="studio-button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {labelOf(status)}
        </button>
      ))}
    </div>
  );
}

/** An operator's decision on a request: approve it, or refuse it with the reason its author reads. */
export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * The decision row of a waiting request (store requests, promotion requests): approve at once, or
 * refuse, which asks for the reason first (focused as it opens); both buttons hold once pressed.
 */
export function DecisionActions({
  id,
  texts,
  reasonMax,
  onDecide,
}: {
  /** Unique on the screen: names the reason's field. */
  id: string;
  texts: { approve: string; refuse: string; reasonLabel: string; confirmRefuse: string; cancel: string };
  reasonMax: number;
  onDecide: (decision: Decision) => void;
}) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = (decision: Decision) => {
    setBusy(true);
    onDecide(decision);
  };
  if (!refusing) {
    return (
      <div className="studio-decision__actions">
        <button
          type="button"
          className="studio-button studio-button--primary"
          disabled={busy}
          onClick={() => run({ approve: true })}
        >
          {texts.approve}
        </button>
        <button type="button" className="studio-button" disabled={busy} onClick={() => setRefusing(true)}>
          {texts.refuse}
        </button>
      </div>
    );
  }
  return (
    <form
      className="studio-decision__refuse"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) run({ approve: false, reason: reason.trim() });
      }}
    >
      <label htmlFor={`refuse-${id}`}>{texts.reasonLabel}</label>
      <textarea
        id={`refuse-${id}`}
        rows={3}
        required
        maxLength={reasonMax}
        value={reason}
        // The refusal was just asked for: its reason is what comes next.
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="studio-decision__actions">
        <button type="submit" className="studio-button studio-button--primary" disabled={busy || !reason.trim()}>
          {texts.confirmRefuse}
        </button>
        <button type="button" className="studio-button" onClick={() => setRefusing(false)}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
