import { useCallback, useEffect, useState } from 'react';
import type { Client } from '@urql/core';
import {
  StudioQueryFilterChoicesDocument,
  type StudioQueryFilterChoicesQuery,
} from '../../../shared/graphql/generated';
import { useStudioConnection } from './connection';
import { dataOf } from './errors';

/** The category tree and the wilayas, names in the three languages. */
export type FilterChoices = StudioQueryFilterChoicesQuery;

// The catalog and the wilayas change with a release, not while the studio is open: each client
// asks once, and every screen that needs them (the editor's lists, the campaigns' form) shares
// the answer.
const choicesByClient = new WeakMap<Client, Promise<FilterChoices>>();

/** Remembers a load; a failed one is forgotten so the next ask tries again. */
export function rememberLoad<K, V>(
  cache: { get(key: K): Promise<V> | undefined; set(key: K, value: Promise<V>): unknown; delete(key: K): unknown },
  key: K,
  load: () => Promise<V>,
): Promise<V> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** The category and wilaya choices: loading, loaded, or failed with a way to try again. */
export function useFilterChoices(): { choices: FilterChoices | null; failed: boolean; retry: () => void } {
  const { client } = useStudioConnection();
  const [choices, setChoices] = useState<FilterChoices | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    rememberLoad(choicesByClient, client, async () =>
      dataOf(await client.query(StudioQueryFilterChoicesDocument, {}).toPromise()),
    ).then(
      (loaded) => live && setChoices(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { choices, failed, retry };
}
