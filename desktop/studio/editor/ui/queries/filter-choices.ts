import { useCallback, useEffect, useState } from 'react';
import type { Client } from '@urql/core';
import {
  StudioQueryFilterChoicesDocument,
  StudioRegionCitiesDocument,
  type StudioQueryFilterChoicesQuery,
  type StudioRegionCitiesQuery,
} from '../../../../../shared/graphql/generated';
import { dataOf, useStudioConnection } from '../../../kernel';

/** The category tree and the wilayas, names in the three languages. */
export type FilterChoices = StudioQueryFilterChoicesQuery;
export type CityChoice = StudioRegionCitiesQuery['cities'][number];

// The catalog and the wilayas change with a release, not while an editor is open: each client
// asks once, and every list's form (and the cluster's) shares the answer.
const choicesByClient = new WeakMap<Client, Promise<FilterChoices>>();
const citiesByClient = new WeakMap<Client, Map<string, Promise<CityChoice[]>>>();

async function loadChoices(client: Client): Promise<FilterChoices> {
  return dataOf(await client.query(StudioQueryFilterChoicesDocument, {}).toPromise());
}

async function loadCities(client: Client, regionId: string): Promise<CityChoice[]> {
  return dataOf(await client.query(StudioRegionCitiesDocument, { regionId }).toPromise()).cities;
}

/** Remembers a load; a failed one is forgotten so the next ask tries again. */
function remember<K, V>(
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

/** The filter's category and wilaya choices: loading, loaded, or failed with a way to try again. */
export function useFilterChoices(): { choices: FilterChoices | null; failed: boolean; retry: () => void } {
  const { client } = useStudioConnection();
  const [choices, setChoices] = useState<FilterChoices | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    remember(choicesByClient, client, () => loadChoices(client)).then(
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

/** The communes of the given wilayas, by wilaya id (a wilaya appears once its communes are loaded). */
export function useRegionCities(regionIds: readonly string[]): Map<string, CityChoice[]> {
  const { client } = useStudioConnection();
  const [cities, setCities] = useState<Map<string, CityChoice[]>>(() => new Map());
  const key = regionIds.join(',');
  useEffect(() => {
    let live = true;
    let cache = citiesByClient.get(client);
    if (!cache) citiesByClient.set(client, (cache = new Map<string, Promise<CityChoice[]>>()));
    const wanted = key === '' ? [] : key.split(',');
    for (const regionId of wanted) {
      remember(cache, regionId, () => loadCities(client, regionId)).then(
        (list) => {
          if (live) setCities((current) => new Map(current).set(regionId, list));
        },
        // The wilaya stays without a commune picker; the list still filters by the wilaya.
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [client, key]);
  return cities;
}
