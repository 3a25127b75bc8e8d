import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { LoadFailed } from './screen-frame';

/** A list screen's list: loading, failed, or its rows (and how many there are in all). */
export type ListState<R> = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; rows: R[]; total: number };

/**
 * Loads a list with `load`, again whenever `load` changes (its filters), and on `reload` (after
 * a change the screen made). `load` must be memoised by its filters.
 */
export function useLoadedList<R>(load: () => Promise<{ rows: R[]; total: number }>): {
  list: ListState<R>;
  reload: () => Promise<void>;
} {
  const [list, setList] = useState<ListState<R>>({ name: 'loading' });
  const reload = useCallback(async () => {
    setList({ name: 'loading' });
    try {
      setList({ name: 'ready', ...(await load()) });
    } catch {
      setList({ name: 'failed' });
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { list, reload };
}

/** The body of a list: its loading line, its failure with a retry, its empty text, or its rows. */
export function ListBody<R>({
  list,
  texts,
  onRetry,
  children,
}: {
  list: ListState<R>;
  texts: { loading: string; failed: string; retry: string; empty: string };
  onRetry: () => void;
  children: (rows: R[]) => ReactNode;
}) {
  if (list.name === 'loading') return <p role="status">{texts.loading}</p>;
  if (list.name === 'failed') return <LoadFailed text={texts.failed} retryLabel={texts.retry} onRetry={onRetry} />;
  if (list.rows.length === 0) return <p>{texts.empty}</p>;
  return <>{children(list.rows)}</>;
}
