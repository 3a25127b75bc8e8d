import type { Client as SocketClient } from 'graphql-ws';
import {
  cacheExchange,
  Client,
  fetchExchange,
  ssrExchange,
  subscriptionExchange,
  type Exchange,
  type SSRData,
  type SSRExchange,
} from 'urql';

export interface PortalClient {
  client: Client;
  ssr: SSRExchange;
}

/**
 * The portal's urql client. On the server `fetch` runs the operation in-process through
 * Mercurius and queries suspend until their data is there, so the first HTML is complete; the
 * results are handed to the browser (`ssr.extractData()`), whose client starts from them and
 * hydrates without fetching again. Later queries go to `/graphql` with the session cookie.
 * Subscriptions (the messenger) go over one graphql-ws socket, opened on the first one: the
 * browser sends the session cookie with its upgrade, so no token ever reaches a script.
 */
export function createPortalClient(options: {
  isServer: boolean;
  initialData?: SSRData;
  fetch?: typeof fetch;
  lang: string;
}): PortalClient {
  const ssr = ssrExchange({ isClient: !options.isServer, initialState: options.initialData });
  const exchanges: Exchange[] = [cacheExchange, ssr, fetchExchange];
  if (!options.isServer) exchanges.push(socketExchange());
  const client = new Client({
    url: `/graphql?lang=${options.lang}`,
    exchanges,
    suspense: options.isServer,
    fetch: options.fetch,
    // Mercurius' CSRF prevention asks for a preflight-triggering header on every request.
    fetchOptions: { headers: { 'x-souk-client': 'portal' }, credentials: 'same-origin' },
    preferGetMethod: false,
  });
  return { client, ssr };
}

/** Who wants to know that the socket came back after a drop (to fetch what was missed meanwhile). */
const reconnectListeners = new Set<() => void>();

/** Calls `listener` each time the messenger's socket connects again after a drop; returns the stop. */
export function onSocketReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Subscriptions over graphql-ws on the page's own origin; it reconnects after a drop or a sleep. */
function socketExchange(): Exchange {
  let connections = 0;
  let socket: SocketClient | undefined;
  // Made on the first subscription, not with the client: a page without one never needs it (nor
  // downloads graphql-ws), and a render outside a browser (the bench's bare render) has no
  // location or WebSocket to give it.
  const open = async (): Promise<SocketClient> => {
    const { createClient } = await import('graphql-ws');
    return (socket ??= createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: {
        connected: () => {
          connections += 1;
          if (connections > 1) for (const listener of reconnectListeners) listener();
        },
      },
    }));
  };
  return subscriptionExchange({
    forwardSubscription(request) {
      const input = { ...request, query: request.query ?? '' };
      return {
        subscribe(sink) {
          let stop: (() => void) | null = null;
          let stopped = false;
          open().then(
            (client) => {
              if (!stopped) stop = client.subscribe(input, sink);
            },
            (error: unknown) => sink.error(error),
          );
          return {
            unsubscribe: () => {
              stopped = true;
              stop?.();
            },
          };
        },
      };
    },
  });
}
