import { useEffect, useState } from 'react';
import type { Client } from '@urql/core';
import { StudioRegionCitiesDocument, type StudioRegionCitiesQuery } from '../../../../../shared/graphql/generated';
import { dataOf, rememberLoad, useStudioConnection } from '../../../kernel';

export { useFilterChoices, type FilterChoices } from '../../../kernel';
export type CityChoice = StudioRegionCitiesQuery['cities'][number];

// The communes change with a release: each client asks once per wilaya.
const citiesByClient = new WeakMap<Client, Map<string, Promise<CityChoice[]>>>();

async function loadCities(client: Client, regionId: string): Promise<CityChoice[]> {
  return dataOf(await client.query(StudioRegionCitiesDocument, { regionId }).toPromise()).cities;
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
      rememberLoad(cache, regionId, () => loadCities(client, regionId)).then(
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
