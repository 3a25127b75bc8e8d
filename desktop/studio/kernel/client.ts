import {
  Client,
  fetchExchange,
  getOperationName,
  subscriptionExchange,
  type SubscriptionForwarder,
  type Operation,
} from '@urql/core';

/** The observer urql hands a forwarded operation. */
type ResultSink = Parameters<ReturnType<SubscriptionForwarder>['subscribe']>[0];
import { createClient as createWsClient, type Client as WsClient, type SubscribePayload } from 'graphql-ws';
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
  /** The interface's language now: the server answers names (categories, wilayas) in it. */
  locale?: () => string;
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

/** Mutations sent over the WebSocket when it is up: the editor's saves (spec: siteBuildCommit over graphql-ws). */
const SOCKET_MUTATIONS: ReadonlySet<string> = new Set(['StudioCommit']);

/** How long a mutation on the socket may wait for its answer before it counts as a network failure. */
export const SOCKET_MUTATION_TIMEOUT_MS = 15_000;

/**
 * The studio's GraphQL client: queries and mutations over POST /graphql; subscriptions (the
 * editors' change notices) and the editor's saves over graphql-ws at the same path, with the
 * session's bearer token in the connection_init payload (read afresh on every reconnect).
 *
 * A save goes over the socket only while it is connected with the session's current token;
 * otherwise over HTTP, which fails at once when the server is away, so the editor queues the
 * work instead of waiting for a reconnection. A save on the socket that gets no answer (the
 * socket closed, or nothing within SOCKET_MUTATION_TIMEOUT_MS) is a network failure: the editor
 * retries it, and a retry of a save that did land is answered with a conflict it resolves.
 */
/** The close code the server ends a socket with when its session ended (server/modules/auth/session-sockets.ts). */
const SESSION_ENDED_CLOSE_CODE = 4403;

export function createStudioClient(session: StudioSession, options: StudioClientOptions = {}): StudioConnection {
  let connected = false;
  /** The token the socket signed in with (the server checks it again on every operation). */
  let socketToken: string | null = null;
  const ws = createWsClient({
    url: subscriptionUrl(session.baseUrl),
    ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
    lazy: true,
    // Reconnect for as long as the editor is open: it resubscribes on its own once the server is back.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: async () => {
      socketToken = await session.accessToken();
      return socketToken ? { authorization: `Bearer ${socketToken}` } : {};
    },
    on: {
      connected: () => {
        connected = true;
      },
      closed: (event) => {
        connected = false;
        // The server ended the socket's session (signed out on another device, suspended): the
        // studio asks for a new token at once, which the gateway refuses, so the session ends
        // here too and the user is sent to sign in, told why, instead of working on unheard.
        if ((event as { code?: number } | null)?.code === SESSION_ENDED_CLOSE_CODE && session.signedIn) {
          void session.refresh().catch(() => undefined);
        }
      },
    },
  });

  const overSocket = (operation: Operation): boolean => {
    if (operation.kind === 'subscription') return true;
    if (operation.kind !== 'mutation' || !connected) return false;
    const name = getOperationName(operation.query);
    if (!name || !SOCKET_MUTATIONS.has(name)) return false;
    if (session.freshToken() === socketToken && socketToken !== null) return true;
    // The session rotated its token: reconnect with the new one (subscriptions resume on their own).
    ws.terminate();
    return false;
  };

  const client = new Client({
    url: `${session.baseUrl}/graphql`,
    fetch: authorizedFetch(session),
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: () => (options.locale ? { headers: { 'accept-language': options.locale() } } : {}),
    exchanges: [
      subscriptionExchange({
        isSubscriptionOperation: overSocket,
        forwardSubscription(request, operation) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              if (operation.kind !== 'mutation') return { unsubscribe: ws.subscribe(input, sink) };
              return { unsubscribe: answerOnce(ws, input, sink) };
            },
          };
        },
      }),
      fetchExchange,
    ],
  });
  return {
    client,
    ws,
    // graphql-ws's dispose waits for a connection still being made, and rejects when that attempt
    // was given up meanwhile (no subscriber left: "All Subscriptions Gone"); nothing is open then.
    dispose: () => void Promise.resolve(ws.dispose()).catch(() => undefined),
  };
}

/**
 * Sends one mutation on the socket and settles it exactly once. graphql-ws would send it again
 * after a reconnection; a save must not wait that long, nor land twice unseen, so a closed socket
 * or a missing answer ends it as a network failure. Returns the cancel.
 */
function answerOnce(ws: WsClient, input: SubscribePayload, sink: ResultSink): () => void {
  let settled = false;
  let cancel: (() => void) | null = null;
  const settle = (finish: () => void) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    stopListening();
    cancel?.();
    finish();
  };
  const lost = () => settle(() => sink.error(new Error('The connection closed before the server answered.')));
  const timer = setTimeout(lost, SOCKET_MUTATION_TIMEOUT_MS);
  const stopListening = ws.on('closed', lost);
  const forward: ResultSink = {
    next: (value) => {
      if (!settled) sink.next(value);
    },
    error: () => lost(),
    complete: () => settle(() => sink.complete()),
  };
  const unsubscribe = ws.subscribe(input, forward);
  // Settled while subscribing (the socket closed at once): nothing must stay queued for a reconnection.
  if (settled) unsubscribe();
  else cancel = unsubscribe;
  return () => settle(() => undefined);
}
