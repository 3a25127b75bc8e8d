import { useEffect } from 'react';
import { useClient, type Client } from 'urql';

/** The last data each kind of query showed, per urql client (one client per browser tab, one per server request). */
const shown = new WeakMap<Client, Map<string, unknown>>();

/**
 * `data`, or while the next one is loading the data this slot showed last. Pages remount when
 * their path changes (page 2, another category), which would blank the results until the new
 * ones arrive; with this the previous results stay (dimmed by the page) and the layout does not jump.
 */
export function useLastResult<T>(slot: string, data: T | undefined, loading: boolean): T | undefined {
  const client = useClient();
  let slots = shown.get(client);
  if (!slots) {
    slots = new Map();
    shown.set(client, slots);
  }
  const previous = slots.get(slot) as T | undefined;
  useEffect(() => {
    if (data !== undefined) shown.get(client)?.set(slot, data);
  }, [client, slot, data]);
  return data ?? (loading ? previous : undefined);
}
