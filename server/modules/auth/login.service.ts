import type { Deps } from '../../deps';
import { decoyPasswordHash, verifyPassword } from '../users';
import { invalidCredentials, maxAttempt } from './auth-errors';
import { issueSession, type AuthTokenResponse } from './sessions.service';
import { attemptKeys, beginAttempt, recordSuccess } from './throttle.service';

/** What `POST /login` receives: `username` may be the username or the e-mail, in any case. */
export interface PasswordLoginInput {
  username: string;
  password: string;
  /** The client's address as the throttle counts it (see throttleAddress). */
  address: string;
}

/**
 * Finds the account an identifier names: an e-mail when it contains '@' (usernames cannot),
 * a username otherwise; both compared without case, as their unique indexes are.
 */
async function findAccount(deps: Deps, identifier: string) {
  const value = identifier.trim().toLowerCase();
  const column = value.includes('@') ? 'email' : 'username';
  return deps.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', [column]), '=', value))
    .executeTakeFirst();
}

/**
 * Signs in with an identifier and a password, under attempt throttling (throttle.service).
 * Unknown accounts and accounts without a password (anonymous, social-only) are checked
 * against a decoy hash, so neither the answer nor its timing tells which accounts exist.
 */
export async function loginWithPassword(deps: Deps, input: PasswordLoginInput): Promise<AuthTokenResponse> {
  const account = await findAccount(deps, input.username);
  const keys = attemptKeys(account ? { id: account.id } : { identifier: input.username }, input.address);
  const gate = await beginAttempt(deps, keys);
  if (!gate.allowed) throw maxAttempt(gate.seconds);

  const hash = account?.password_hash ?? (await decoyPasswordHash());
  const matches = await verifyPassword(hash, input.password);
  if (!account?.password_hash || !matches) throw invalidCredentials();

  await recordSuccess(deps, keys);
  return issueSession(deps, account.id);
}
