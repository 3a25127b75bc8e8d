import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { IResolvers, MercuriusLoaders } from 'mercurius';
import type { Deps } from '../deps';
import type { Context } from '../graphql/context';
import type { EventSubscriber } from '../core/events';

/**
 * One domain of the server: its slice of the schema, its resolvers, and optionally a
 * Fastify plugin for plain HTTP routes or background work.
 */
export interface ServerModule {
  name: string;
  typeDefs: string;
  resolvers: IResolvers;
  /** Batched field resolvers (Mercurius loaders) for fields that would otherwise cause N+1 queries. */
  loaders?: MercuriusLoaders<Context>;
  plugin?: FastifyPluginAsync<{ deps: Deps }>;
  /** How the module reacts to domain events, its own or other modules' (after their commit). */
  subscribers?: EventSubscriber[];
}

/**
 * The models a module's field resolvers receive as parents, by GraphQL type, for graphql-codegen's
 * `mappers`: `path#Type`, the path relative to the module's folder. A module declares them in its
 * `<module>.codegen.ts` (`export const mappers`); server/graphql/codegen.ts collects them.
 */
export type CodegenMappers = Readonly<Record<string, `.${string}#${string}`>>;

/** Reads a module's `.graphql` file that sits beside the calling file. */
export function loadTypeDefs(moduleUrl: string, fileName: string): string {
  return readFileSync(new URL(fileName, moduleUrl), 'utf8');
}
