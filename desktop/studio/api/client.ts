import { Client, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import type { StudioSession } from './session';

/** The studio's GraphQL connection: the urql client and the WebSocket client under its subscriptions. */
export interface StudioConnection {
  client: Client;
  ws: WsClient;
  /** Closes the WebSocket (signing out, another API address). */
  dispose: () => void;
}

export interface StudioClientOptions {
  /** The WebSocket class where the global one is missing (Node 20 in tests: the `ws` package). */
  webSocketImpl?: unknown;
}

/** The address of the graphql-ws endpoint: /graphql of the API, over ws: or wss:. */
export function subscriptionUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/graphql`;
}

/**
 * True when the server refused the access token the request carried: HTTP 401, or a GraphQL
 * UNAUTHENTICATED error with a `reason` (the server names one only when a bearer token was
 * presented and refused: expired or invalid).
 */
async function refusedToken(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (!response.headers.get('content-type')?.includes('json')) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { extensions?: { code?: unknown; reason?: unknown } }[] } | null;
  return (
    Array.isArray(body?.errors) &&
    body.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED' && error.extensions.reason !== undefined)
  );
}

/**
 * A fetch that carries the session's bearer token (rotated before it expires) and, when the
 * server refuses the token anyway (clock skew, a revoked session), refreshes once and sends the
 * request again. When the gateway cannot be reached for a needed refresh, it rejects like a
 * network failure, so callers keep their work and retry.
 */
export function authorizedFetch(session: StudioSession): typeof fetch {
  return async (input, init) => {
    const send = (token: string | null) => {
      const headers = new Headers(init?.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      else headers.delete('authorization');
      return fetch(input, { ...init, headers });
    };
    const token = await session.accessToken();
    const response = await send(token);
    if (!token || !(await refusedToken(response))) return response;
    const refreshed = await session.refresh();
    return refreshed ? send(refreshed.token) : response;
  };
}

/**
 * The studio's GraphQL client: queries and mutations over POST /graphql, subscriptions (the
 * editors' change notices) over graphql-ws at the same path, both with the session's bearer
 * token (over the WebSocket, in the connection_init payload, read afresh on every reconnect).
 */
export function createStudioClient(session: StudioSession, options: StudioClientOptions = {}): StudioConnection {
  const ws = createWsClient({
    url: subscriptionUrl(session.baseUrl),
    ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
    lazy: true,
    // Reconnect for as long as the editor is open: it resubscribes on its own once the server is back.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: async () => {
      const token = await session.accessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });

  const client = new Client({
    url: `${session.baseUrl}/graphql`,
    fetch: authorizedFetch(session),
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
      fetchExchange,
    ],
  });
  return { client, ws, dispose: () => void ws.dispose() };
}
