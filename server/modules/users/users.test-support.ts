import { sql } from 'kysely';
import type { Deps } from '../../deps';
import type { TestServer } from '../../test/harness';
import { issueSession } from '../auth';

let sequence = 0;

/**
 * Makes sure the regions the account tests use exist. The reference seed brings all 58 wilayas
 * once the geo domain's seeder is wired into it; until then this inserts the few needed here
 * (and does nothing when they are there already).
 */
export async function ensureTestRegions(deps: Deps): Promise<void> {
  await sql`
    insert into regions (id, code, names, slug) values
      (16, '16', '{"fr":"Alger","ar":"الجزائر","en":"Algiers"}', 'alger'),
      (31, '31', '{"fr":"Oran","ar":"وهران","en":"Oran"}', 'oran')
    on conflict do nothing`.execute(deps.db);
}

/** A registration form that passes every rule, with a fresh username and address. */
export function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  const username = `member${sequence}_${process.pid % 1000}_${Date.now() % 100000}`;
  return {
    email: `${username}@example.dz`,
    username,
    password: 'Souk-pass-2026',
    passwordConfirmation: 'Souk-pass-2026',
    gender: 'FEMALE',
    birthDate: '1995-06-15',
    regionId: '16',
    phone: '0550123456',
    ...overrides,
  };
}

export const REGISTER = `mutation ($input: UserRegisterInput!) {
  userRegister(input: $input) { id username displayName isValidated isAnonymous email rolesPlain }
}`;

/** Registers through GraphQL, asking for answers in a language (Accept-Language). */
export function register(server: TestServer, input: Record<string, unknown>, lang = 'fr') {
  return server.gql<{ userRegister: { id: string; username: string; isValidated: boolean } }>(
    REGISTER,
    { input },
    {
      headers: { 'accept-language': lang },
    },
  );
}

/**
 * An access token for a user, from a real session as the gateway opens it (a token without a live
 * session is refused). Whether it is anonymous comes from the account; `_anonymous` stays for the
 * callers that say it.
 */
export async function tokenFor(server: TestServer, userId: string, _anonymous = false): Promise<string> {
  const { token } = await issueSession(server.deps, userId);
  return token;
}

/** The newest mail queued for an address. */
export async function lastMailTo(deps: Deps, to: string) {
  return deps.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many mails were queued for an address. */
export async function mailCountTo(deps: Deps, to: string): Promise<number> {
  const row = await deps.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The token of the link in a mail's text (`...?token=...`). */
export function tokenInMail(text: string | undefined, path: string): string {
  const match = new RegExp(`http://souk\\.test${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}
