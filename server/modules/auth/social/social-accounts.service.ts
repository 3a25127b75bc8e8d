import { randomBytes } from 'node:crypto';
import slugify from '@sindresorhus/slugify';
import { randomInt } from 'altcha-lib';
import type { Deps } from '../../../deps';
import { invalidCredentials } from '../auth-errors';
import { issueSession, revokeUserSessions, type AuthTokenResponse } from '../sessions.service';
import type { ProviderProfile } from './provider-profile';

const USERNAME_BASE_MAX = 20;
const USERNAME_MIN = 3;

/** A username stem from the person's name (or e-mail), transliterated to letters, digits and '_'. */
export function usernameBase(profile: Pick<ProviderProfile, 'name' | 'email'>): string {
  const source = profile.name ?? profile.email?.split('@')[0] ?? '';
  const slug = slugify(source, { separator: '_' }).slice(0, USERNAME_BASE_MAX).replace(/_+$/, '');
  if (slug.length >= USERNAME_MIN) return slug;
  return slug ? `membre_${slug}` : 'membre';
}

/** The stem itself first, then the stem with random suffixes. */
function usernameCandidates(base: string): string[] {
  const numbered = Array.from({ length: 5 }, () => `${base}_${randomInt(9999, 1000)}`);
  return [base, ...numbered, `${base}_${randomBytes(4).toString('hex')}`];
}

/** Raised inside the transaction when a concurrent first sign-in of the same person won the race. */
class LostRace extends Error {}

/** Creates a validated account for a new person; null when the e-mail was taken meanwhile. */
async function createAccount(deps: Deps, profile: ProviderProfile): Promise<string | null> {
  for (const username of usernameCandidates(usernameBase(profile))) {
    const taken = await deps.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    if (taken) continue;
    // No conflict target: a clash on the username or on the e-mail index both land here.
    const created = await deps.db
      .insertInto('users')
      .values({
        username,
        email: profile.email,
        display_name: profile.name ?? username,
        avatar_url: profile.pictureUrl,
        is_validated: true,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (created) return created.id;
    if (profile.email && (await findByEmail(deps, profile.email))) return null;
  }
  throw new Error('could not find a free username');
}

function findByEmail(deps: Deps, email: string) {
  return deps.db
    .selectFrom('users')
    .select(['id', 'is_validated'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Finds or makes the account of a verified provider profile, in one transaction:
 * 1. an identity already linked signs in to its account;
 * 2. otherwise an account with the same verified e-mail gets the identity linked. When that
 *    account had never validated its e-mail, whoever registered it did not prove owning the
 *    address: its password is dropped and its sessions revoked, so it cannot be pre-claimed
 *    by someone waiting for the real owner to sign in with Google or Facebook;
 * 3. otherwise a new validated account is created, with a username made from the name.
 * An e-mail the provider does not vouch for is refused (INVALID_CREDENTIALS) rather than
 * linked or stored.
 */
export async function signInWithProvider(deps: Deps, profile: ProviderProfile): Promise<AuthTokenResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const txDeps: Deps = { ...deps, db: trx };
        const userId = await resolveAccount(txDeps, profile);
        return issueSession(txDeps, userId);
      });
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= 2) throw error;
    }
  }
}

async function resolveAccount(deps: Deps, profile: ProviderProfile): Promise<string> {
  const linked = await deps.db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', profile.provider)
    .where('subject', '=', profile.subject)
    .executeTakeFirst();
  if (linked) return linked.user_id;
  if (profile.email && !profile.emailVerified) throw invalidCredentials("Cette adresse e-mail n'est pas vérifiée");

  let userId: string | null = null;
  if (profile.email) {
    const owner = await findByEmail(deps, profile.email);
    if (owner) {
      if (!owner.is_validated) {
        await deps.db
          .updateTable('users')
          .set({ password_hash: null, is_validated: true })
          .where('id', '=', owner.id)
          .execute();
        await revokeUserSessions(deps, owner.id);
      }
      userId = owner.id;
    }
  }
  userId ??= await createAccount(deps, profile);
  if (userId === null) throw new LostRace();

  const identity = await deps.db
    .insertInto('user_identities')
    .values({ provider: profile.provider, subject: profile.subject, user_id: userId, email: profile.email })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!identity) throw new LostRace();
  return userId;
}
