import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
// The one place that wraps urql's hook (the lint sends every other caller here).
import {
  createRequest,
  useClient,
  // eslint-disable-next-line @typescript-eslint/no-restricted-imports
  useQuery as useUrqlQuery,
  type AnyVariables,
  type Client,
  type GraphQLRequest,
  type OperationContext,
  type OperationResult,
  type UseQueryArgs,
  type UseQueryResponse,
  type UseQueryState,
} from 'urql';
import { pipe, subscribe } from 'wonka';

/**
 * urql's `useQuery`, with the browser's side read through `useSyncExternalStore`.
 *
 * urql's own hook keeps its current request in `useState` and switches it with a state update
 * made during render. React applies such an update to that render only: when the hook also has
 * a skipped update pending (urql queues some from effects, at another priority), the next render
 * starts again from the older state. On a slow phone the search then switched back and forth
 * between the previous and the new filter, re-subscribing each time: a failed search was sent
 * again about every 100 ms and the "Try again" button vanished under the finger. Here the
 * request is derived from the arguments on every render, and only results live in state.
 *
 * The server keeps urql's hook: it renders once, with suspense, and its results are what the
 * browser hydrates from.
 */
export const useQuery: typeof useUrqlQuery = typeof window === 'undefined' ? useUrqlQuery : useBrowserQuery;

interface QueryStore<Data, Variables extends AnyVariables> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => UseQueryState<Data, Variables>;
}

const PAUSED: UseQueryState = { fetching: false, stale: false, hasNext: false };
const PAUSED_STORE: QueryStore<unknown, AnyVariables> = { subscribe: () => () => {}, getSnapshot: () => PAUSED };

function stateOf<Data, Variables extends AnyVariables>(
  result: OperationResult<Data, Variables>,
): UseQueryState<Data, Variables> {
  return {
    fetching: false,
    stale: !!result.stale,
    data: result.data,
    error: result.error,
    extensions: result.extensions,
    operation: result.operation,
    hasNext: result.hasNext,
  };
}

/** Two JSON values (GraphQL data) hold the same: the same reference, or the same fields and items. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The same answer again. A component that starts the query another one already follows makes the
 * client hand every follower the answer again: a new result and operation object, and, while the
 * page hydrates, new data parsed from the server's (the SSR exchange parses it per delivery).
 * Taken as a change, it updated the followers in the middle of the newcomer's render; React then
 * started that render again, which delivered the answer again: a page whose top bar follows the
 * viewer never finished hydrating its content (rendered at a lower priority, always preempted).
 */
function sameState(a: UseQueryState, b: UseQueryState): boolean {
  return (
    a.fetching === b.fetching &&
    a.stale === b.stale &&
    a.hasNext === b.hasNext &&
    a.operation?.key === b.operation?.key &&
    (a.error === b.error || (!!a.error && !!b.error && a.error.message === b.error.message)) &&
    sameData(a.extensions, b.extensions) &&
    sameData(a.data, b.data)
  );
}

/** One operation's results, for `useSyncExternalStore`. */
function queryStore<Data, Variables extends AnyVariables>(
  client: Client,
  request: GraphQLRequest<Data, Variables>,
  context: Partial<OperationContext>,
): QueryStore<Data, Variables> {
  const source = client.executeQuery<Data, Variables>(request, context);
  let state: UseQueryState<Data, Variables> = { fetching: true, stale: false, hasNext: false };
  let probed = false;
  const receive = (result: OperationResult<Data, Variables>): boolean => {
    const next = stateOf(result);
    if (sameState(state, next)) return false;
    state = next;
    return true;
  };
  return {
    getSnapshot() {
      if (!probed) {
        probed = true;
        // What the exchanges answer at once (the cache, or the server's data while hydrating),
        // read without keeping the operation: the subscription after commit runs it for real.
        pipe(source, subscribe(receive)).unsubscribe();
      }
      return state;
    },
    subscribe(onChange) {
      const subscription = pipe(
        source,
        subscribe((result) => {
          if (receive(result)) onChange();
        }),
      );
      return () => subscription.unsubscribe();
    },
  };
}

/** As urql does: while a new request has no answer yet, the last data (and error) stay shown. */
function follow<Data, Variables extends AnyVariables>(
  previous: UseQueryState<Data, Variables>,
  next: UseQueryState<Data, Variables>,
): UseQueryState<Data, Variables> {
  return {
    ...next,
    data: next.data !== undefined || next.error ? next.data : previous.data,
    error: next.fetching ? previous.error : next.error,
  };
}

function useBrowserQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: UseQueryArgs<Variables, Data>,
): UseQueryResponse<Data, Variables> {
  const client = useClient();
  const { query, variables, pause, requestPolicy, context } = args;
  const request = useMemo(() => createRequest<Data, Variables>(query, variables as Variables), [query, variables]);
  // A retry belongs to the request it was asked for; a new request starts without it.
  const [retry, setRetry] = useState<{ key: number; context?: Partial<OperationContext> } | null>(null);
  const retryContext = retry?.key === request.key ? retry : null;

  const store = useMemo(
    () =>
      pause
        ? (PAUSED_STORE as QueryStore<Data, Variables>)
        : queryStore(client, request, { requestPolicy, ...context, ...retryContext?.context }),
    // Keyed by `request.key`: a new request object with the same key is the same query.
    [client, request.key, pause, requestPolicy, context, retryContext],
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const shown = useRef<UseQueryState<Data, Variables>>(PAUSED as UseQueryState<Data, Variables>);
  const result = useMemo(() => follow(shown.current, state), [state]);
  useEffect(() => {
    shown.current = result;
  }, [result]);

  const execute = useCallback(
    (opts?: Partial<OperationContext>) => setRetry({ key: request.key, context: opts }),
    [request.key],
  );
  return [result, execute];
}
