import { LRUCache } from 'lru-cache';
import type { Deps } from '../../deps';
import { verifyAccessToken, type AccessClaims, type TokenProblem } from './access-token';
import { endSessionSockets, watchSessionSocket, watchedSessions, type ClosableSocket } from './session-sockets';

/**
 * How long "this session is live" (or not) is believed without asking the database. Access tokens
 * live 15 minutes; a signed-out session must stop working at once, and another server instance
 * (which cannot hear this one's revocations) learns of it within this delay.
 */
export const SESSION_CHECK_TTL_MS = 3_000;
/** Sessions remembered at once: a bound on memory whatever the number of callers (~100 bytes each). */
const SESSION_CHECK_MAX_ENTRIES = 20_000;

/**
 * Family id → live. Family ids are random UUIDs, so one process-wide cache serves every app
 * instance in the process (tests start several) without mixing them up. `fetch` shares the one
 * database lookup among the requests that arrive together with the same token.
 */
const liveSessions = new LRUCache<string, boolean, Deps>({
  max: SESSION_CHECK_MAX_ENTRIES,
  ttl: SESSION_CHECK_TTL_MS,
  // Checked against the database's own clock of the app (deps.now) so tests that move time agree.
  fetchMethod: async (familyId, _stale, { context: deps }) => {
    const live = await deps.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', deps.now())
      .limit(1)
      .executeTakeFirst();
    return live !== undefined;
  },
});

/**
 * Whether a session family still has a live refresh token: signed out, revoked as stolen, ended
 * by a password reset or a suspension, it has none. Cached for SESSION_CHECK_TTL_MS at most.
 */
export async function isSessionActive(deps: Deps, familyId: string): Promise<boolean> {
  return (await liveSessions.fetch(familyId, { context: deps })) === true;
}

/**
 * Drops what this process believed about sessions just revoked, so they stop at the next request,
 * and closes their subscription sockets.
 */
export function forgetSessions(familyIds: Iterable<string>): void {
  const ended = [...familyIds];
  for (const familyId of ended) liveSessions.delete(familyId);
  endSessionSockets(ended);
}

/**
 * A Mercurius preSubscriptionExecution hook: a subscription started on a socket signed in with a
 * live session registers the socket under that session, so the socket closes (4403) when the
 * session ends here, or within SESSION_CHECK_TTL_MS when it ends on another instance (see
 * `watchSessionsEnded`).
 */
export function subscriptionSessionWatch(deps: Deps) {
  return async (_schema: unknown, _document: unknown, context: object): Promise<void> => {
    const { socketAuthorization, socket } = context as { socketAuthorization?: string | null; socket?: ClosableSocket };
    const token = /^Bearer\s+(\S+)$/i.exec(socketAuthorization ?? '')?.[1];
    if (!token || !socket) return;
    const verified = await verifyLiveAccessToken(deps, token);
    if ('claims' in verified) watchSessionSocket(verified.claims.sid, socket);
  };
}

/**
 * Checks every SESSION_CHECK_TTL_MS the sessions that have subscription sockets open here, and
 * closes the sockets of those ended elsewhere (another instance, the command line). Returns the stop.
 */
export function watchSessionsEnded(deps: Deps): () => void {
  const timer = setInterval(() => {
    const check = async () => {
      const ended: string[] = [];
      for (const familyId of watchedSessions()) if (!(await isSessionActive(deps, familyId))) ended.push(familyId);
      endSessionSockets(ended);
    };
    check().catch((error: unknown) => deps.log.warn({ err: error }, 'session check of open sockets failed'));
  }, SESSION_CHECK_TTL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Verifies an access token (see `verifyAccessToken`) and that its session was not ended since it
 * was signed. A token without a session (`sid`) is refused: every token the gateway signs has one.
 */
export async function verifyLiveAccessToken(
  deps: Deps,
  token: string,
): Promise<{ claims: AccessClaims & { sid: string } } | { problem: TokenProblem }> {
  const verified = await verifyAccessToken(deps.config, token, deps.now());
  if ('problem' in verified) return verified;
  const { sid } = verified.claims;
  if (!sid) return { problem: 'invalid' };
  if (!(await isSessionActive(deps, sid))) return { problem: 'revoked' };
  return { claims: { ...verified.claims, sid } };
}
