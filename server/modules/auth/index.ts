/**
 * The auth module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type AccessClaims, type TokenProblem, verifyAccessToken } from './access-token';
export { loginAnonymously } from './anonymous.service';
export { createAuthCode, exchangeAuthCode } from './auth-codes.service';
export { type AuthTables } from './auth.tables';
export { throttleAddress } from './client-address';
export { loginWithPassword } from './login.service';
export {
  REFRESH_COOKIE,
  clearSessionCookies,
  requestAuthorization,
  sessionHook,
  setSessionCookies,
} from './session-cookies';
export {
  forgetSessions,
  isSessionActive,
  subscriptionSessionWatch,
  verifyLiveAccessToken,
  watchSessionsEnded,
} from './session-check';
export { issueSession, revokeRefreshToken, revokeUserSessions } from './sessions.service';
