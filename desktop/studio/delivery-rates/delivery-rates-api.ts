import type { Client } from '@urql/core';
import { RATE_PROBLEMS, type RateProblem } from '../../../shared/domain/orders';
import {
  DeliveryProviderGridsDocument,
  DeliveryRatesImportDocument,
  type DeliveryProviderGridsQuery,
} from '../../../shared/graphql/generated';
import { type ApiError, dataOf } from '../kernel';

export type ProviderGrid = DeliveryProviderGridsQuery['deliveryProviderGrids'][number];

/** A line the server refused, with why (line 0: the whole file). */
export interface RefusedLine {
  line: number;
  problem: RateProblem;
}

/** The refused lines of an import's error, or null when it was refused for another reason. */
export function refusedLinesOf(error: ApiError): RefusedLine[] | null {
  const lines = error.extensions.lines;
  if (!Array.isArray(lines)) return null;
  return lines.filter(
    (entry): entry is RefusedLine =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as RefusedLine).line === 'number' &&
      (RATE_PROBLEMS as readonly string[]).includes((entry as RefusedLine).problem),
  );
}

/** What the delivery rates screen asks of the server; a refusal throws an ApiError. */
export function deliveryRatesApi(client: Client) {
  return {
    async providers(): Promise<ProviderGrid[]> {
      return dataOf(
        await client.query(DeliveryProviderGridsDocument, {}, { requestPolicy: 'network-only' }).toPromise(),
      ).deliveryProviderGrids;
    },
    /** Replaces a provider's grid; returns how many rates it now has. */
    async importCsv(providerId: string, csv: string): Promise<number> {
      return dataOf(await client.mutation(DeliveryRatesImportDocument, { providerId, csv }).toPromise())
        .deliveryRatesImport;
    },
  };
}
