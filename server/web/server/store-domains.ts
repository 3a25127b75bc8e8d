import type { FastifyReply } from 'fastify';
import { print } from 'graphql';
import { normalizeDomain } from '../../../shared/domain/stores';
import { DEFAULT_LOCALE } from '../../../shared/i18n';
import { StoreDomainDocument, type StoreDomainQuery } from '../../../shared/graphql/generated';
import type { Deps } from '../../deps';
import type { AppContext } from '../../graphql/context';

/** How long a host's answer is kept: a store's new domain works within seconds, and a page costs no lookup. */
const CACHE_MS = 5_000;
/** Hosts remembered at most (unknown hosts included, so a flood of made-up hosts cannot grow it). */
const CACHE_SIZE = 500;

/** The store a host name serves. */
export interface StoreDomainHit {
  storeId: string;
  domain: string;
}

const QUERY = print(StoreDomainDocument);

/**
 * Finds the store whose `domainName` is a request's host (standalone store-domain mode, spec
 * §2), through the public `storeByDomain` query, with a small cache of a few seconds. The
 * portal's own host, addresses and names without a dot are never store domains.
 */
export function storeDomainResolver(deps: Deps) {
  const portalHost = new URL(deps.config.publicUrl).hostname.toLowerCase();
  const cache = new Map<string, { at: number; hit: Promise<StoreDomainHit | null> }>();

  const lookup = async (reply: FastifyReply, domain: string): Promise<StoreDomainHit | null> => {
    // A visitor's context: which store a host serves does not depend on who asks.
    const context: AppContext = {
      deps,
      viewer: null,
      tokenProblem: null,
      lang: DEFAULT_LOCALE,
      requestId: reply.request.id,
      ip: reply.request.ip,
    };
    const result = (await reply.graphql(QUERY, context, { domain })) as { data?: StoreDomainQuery | null };
    const store = result.data?.storeByDomain;
    return store ? { storeId: store.id, domain } : null;
  };

  return async function storeForHost(reply: FastifyReply, host: string): Promise<StoreDomainHit | null> {
    const domain = normalizeDomain(host);
    if (!domain || domain === portalHost) return null;
    const now = Date.now();
    const cached = cache.get(domain);
    if (cached && now - cached.at < CACHE_MS) return cached.hit;
    const hit = lookup(reply, domain);
    cache.delete(domain);
    cache.set(domain, { at: now, hit });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    try {
      return await hit;
    } catch (error) {
      // A failed lookup serves the portal this time and is not remembered.
      cache.delete(domain);
      reply.request.log.error({ err: error }, 'store domain lookup failed');
      return null;
    }
  };
}

/**
 * The origin of a store's own domain: the portal's scheme and port (behind the same server and
 * proxy), the store's host.
 */
export function storeOrigin(domain: string, publicUrl: string): string {
  const portal = new URL(publicUrl);
  return `${portal.protocol}//${domain}${portal.port ? `:${portal.port}` : ''}`;
}
