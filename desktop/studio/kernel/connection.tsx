import { createContext, useContext, type ReactNode } from 'react';
import type { Client } from '@urql/core';
import type { StudioSession } from './session';

/** What the screens reach the server through once signed in. */
export interface StudioConnectionValue {
  /** The urql client (bearer token, refresh, subscriptions over graphql-ws). */
  client: Client;
  session: StudioSession;
  /** The API's origin; the public store and market sites are served there too. */
  apiBaseUrl: string;
  /** The signed-in user's id (so an editor can tell its own change notices from others'), once known. */
  viewerId: string | null;
}

const ConnectionContext = createContext<StudioConnectionValue | null>(null);

/** Gives the screens below the signed-in connection. */
export function StudioConnectionProvider({ value, children }: { value: StudioConnectionValue; children: ReactNode }) {
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

/** The signed-in connection (inside <StudioConnectionProvider>, i.e. on the land list and in the editor). */
export function useStudioConnection(): StudioConnectionValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('useStudioConnection outside <StudioConnectionProvider>');
  return value;
}

/** The connection's value for a client and a session. */
export function connectionValue(
  client: Client,
  session: StudioSession,
  viewerId: string | null,
): StudioConnectionValue {
  return {
    client,
    session,
    apiBaseUrl: session.baseUrl,
    viewerId,
  };
}
