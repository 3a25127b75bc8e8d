/** What is needed of a WebSocket here: closing it, and hearing that it closed. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * graphql-ws close code "Forbidden": the client must not reconnect with the same credentials
 * (graphql-ws clients do not retry it), it has to sign in again.
 */
export const SESSION_ENDED_CLOSE_CODE = 4403;

/** Sockets that carry subscriptions, by the session (refresh family) that opened them. */
const socketsBySession = new Map<string, Set<ClosableSocket>>();

/** Notes that a socket runs subscriptions for a session, so ending the session closes it. */
export function watchSessionSocket(familyId: string, socket: ClosableSocket): void {
  let sockets = socketsBySession.get(familyId);
  if (!sockets) socketsBySession.set(familyId, (sockets = new Set()));
  if (sockets.has(socket)) return;
  sockets.add(socket);
  socket.once('close', () => {
    sockets.delete(socket);
    if (sockets.size === 0 && socketsBySession.get(familyId) === sockets) socketsBySession.delete(familyId);
  });
}

/** Closes the subscription sockets of sessions just ended: their events must stop at once. */
export function endSessionSockets(familyIds: Iterable<string>): void {
  for (const familyId of familyIds) {
    const sockets = socketsBySession.get(familyId);
    socketsBySession.delete(familyId);
    for (const socket of sockets ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  }
}

/** The sessions that have subscription sockets open in this process (for the periodic check). */
export function watchedSessions(): string[] {
  return [...socketsBySession.keys()];
}
