// `npm run admin -- <command>`: the operator's tools for accounts. There are no default
// administrator credentials anywhere: privileged accounts are created here.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { standaloneDeps } from '../standalone-deps';
import type { FieldError } from '../../shared/domain/errors';
import { operatorAccountSchema } from '../../shared/domain/registration';
import { PERMISSIONS, ROLES } from '../../shared/domain/roles';
import { validate } from '../../shared/domain/validation';
import { failureMessage } from '../../shared/i18n';
import { isLaunchType, type LaunchType } from '../../shared/site/launch';
import type { Deps } from '../deps';
import { isAppError } from '../core/errors';
import { listRecentMail } from '../modules/mail';
import { assertAvailable, insertAccount, takenErrorFrom } from '../modules/users';
import { hashPassword } from '../modules/users';
import { createMarket } from '../modules/markets';
import { landMembers } from '../modules/stores';
import { removeServiceParam, setServiceParam } from '../modules/stores';
import { addStoreMember, createStore, readMemberRole, removeStoreMember } from '../modules/stores';
import { changeGrant } from '../modules/users';
import type { Viewer } from '../modules/users';
import { openForCli } from './open';

const USAGE = `usage:
  npm run admin -- create-user --username NAME --email MAIL --password PASS [--role ROLE]... [--permission NAME]...
  npm run admin -- grant  --user ID_OR_USERNAME [--role ROLE]... [--permission NAME]...
  npm run admin -- revoke --user ID_OR_USERNAME [--role ROLE]... [--permission NAME]...
  npm run admin -- outbox [--limit N] [--to MAIL]
  npm run admin -- store-create --name NAME --owner ID_OR_USERNAME [--slug SLUG] [--description TEXT]
      [--domain HOST] [--official] [--verified] [--category ID]... [--city ID] [--address TEXT] [--phone PHONE]...
  npm run admin -- market-create --name NAME --owner ID_OR_USERNAME [--slug SLUG] [--description TEXT] [--store ID]...
  npm run admin -- service-param set --land-type STORE|MARKET --land ID --code CODE [--value VALUE]
  npm run admin -- service-param remove --land-type STORE|MARKET --land ID --code CODE
  npm run admin -- store-member --store ID --user ID_OR_USERNAME [--role OWNER|MEMBER] [--remove]
  npm run admin -- events                   event deliveries parked after too many failures
  npm run admin -- events-replay [EVENT_ID] put parked deliveries (all, or one event's) back in line

roles: ${ROLES.join(', ')}
permissions: ${PERMISSIONS.join(', ')}
Setting a site-builder-basic or site-builder-full param gives the land's owners can_edit_sitebuild.
The database is the server's (DATABASE_URL, else PGlite under DATA_DIR): stop a server running on PGlite first.`;

/** A refusal to explain to the operator; exits with status 2 (bad input) rather than 1 (failure). */
class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', multiple: true },
    permission: { type: 'string', multiple: true },
    user: { type: 'string' },
    limit: { type: 'string' },
    to: { type: 'string' },
    name: { type: 'string' },
    owner: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
    domain: { type: 'string' },
    official: { type: 'boolean' },
    verified: { type: 'boolean' },
    category: { type: 'string', multiple: true },
    city: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string', multiple: true },
    store: { type: 'string', multiple: true },
    'land-type': { type: 'string' },
    land: { type: 'string' },
    code: { type: 'string' },
    value: { type: 'string' },
    remove: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

/** Refuses role and permission names that shared/domain/roles.ts does not know. */
function checkNames(roles: string[], permissions: string[]): void {
  const unknownRoles = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  const unknownPermissions = permissions.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknownRoles.length)
    throw new UsageError(`unknown role: ${unknownRoles.join(', ')} (known: ${ROLES.join(', ')})`);
  if (unknownPermissions.length) {
    throw new UsageError(`unknown permission: ${unknownPermissions.join(', ')} (known: ${PERMISSIONS.join(', ')})`);
  }
}

/** Creates a validated account with the given roles and permissions; prints its id. */
async function createUser(deps: Deps): Promise<void> {
  const account = {
    username: values.username?.trim() ?? '',
    email: values.email?.trim() ?? '',
    password: values.password ?? '',
  };
  const failures = validate(operatorAccountSchema, account);
  if (failures.length > 0) {
    throw new UsageError(failures.map((f) => `--${f.field}: ${failureMessage('en', f)}`).join('\n'));
  }
  const roles = values.role ?? [];
  const permissions = values.permission ?? [];
  checkNames(roles, permissions);
  await assertAvailable(deps.db, account);
  const passwordHash = await hashPassword(account.password);
  try {
    const id = await deps.db.transaction().execute((trx) =>
      insertAccount(trx, {
        ...account,
        passwordHash,
        isValidated: true,
        roles: [...new Set(['USER', ...roles])],
        permissions: [...new Set(permissions)],
      }),
    );
    console.log(id);
  } catch (error) {
    throw takenErrorFrom(error) ?? error;
  }
}

/** Finds an account by id or username; refuses an unknown one. */
async function findAccountId(deps: Deps, reference: string | undefined): Promise<string> {
  if (!reference) throw new UsageError('--user is required (an id or a username)');
  const row = await deps.db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      /^\d{1,18}$/.test(reference)
        ? eb('id', '=', reference)
        : eb(eb.fn('lower', ['username']), '=', reference.toLowerCase()),
    )
    .executeTakeFirst();
  if (!row) throw new UsageError(`no account with id or username "${reference}"`);
  return row.id;
}

/** Grants or revokes roles and permissions; prints the account's grants afterwards. */
async function changeGrants(deps: Deps, action: 'grant' | 'revoke'): Promise<void> {
  const userId = await findAccountId(deps, values.user);
  const roles = values.role ?? [];
  const permissions = values.permission ?? [];
  if (roles.length + permissions.length === 0) throw new UsageError('give at least one --role or --permission');
  checkNames(roles, permissions);
  let grants = { rolesPlain: [] as string[], permissions: [] as { name: string }[] };
  for (const name of roles) grants = await changeGrantOf(deps, userId, { kind: 'role', action, name });
  for (const name of permissions) grants = await changeGrantOf(deps, userId, { kind: 'permission', action, name });
  console.log(`roles: ${grants.rolesPlain.join(', ') || '-'}`);
  console.log(`permissions: ${grants.permissions.map((p) => p.name).join(', ') || '-'}`);
}

async function changeGrantOf(
  deps: Deps,
  userId: string,
  change: Parameters<typeof changeGrant>[2],
): Promise<{ rolesPlain: string[]; permissions: { name: string }[] }> {
  const user = await changeGrant(deps, userId, change);
  return { rolesPlain: user.rolesPlain ?? [], permissions: user.permissions ?? [] };
}

/** Prints the most recent mail, with its links, for an operator without an SMTP server. */
/** Event deliveries a subscriber gave up on, for operators. */
async function printParkedEvents(deps: Deps): Promise<void> {
  const parked = await deps.events.parked();
  if (parked.length === 0) console.log('no parked event delivery');
  for (const delivery of parked) {
    console.log(
      `event #${delivery.eventId} ${delivery.type} (${delivery.occurredAt.toISOString()}) → ${delivery.subscriber}: ` +
        `${delivery.attempts} tries, last error: ${delivery.lastError ?? 'none'}`,
    );
  }
}

/** Puts parked deliveries back in line; they are handed over before the command ends. */
async function replayEvents(deps: Deps): Promise<void> {
  const eventId = positionals[1];
  if (eventId !== undefined && !/^\d+$/.test(eventId)) throw new UsageError('EVENT_ID must be a number');
  const count = await deps.events.replay(eventId);
  console.log(`${count} parked deliver${count === 1 ? 'y' : 'ies'} put back in line`);
}

async function printOutbox(deps: Deps): Promise<void> {
  const limit = values.limit === undefined ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be between 1 and 500');
  const messages = await listRecentMail(deps.db, { limit, to: values.to });
  if (messages.length === 0) console.log('the outbox is empty');
  for (const message of messages) {
    const status = message.sentAt ? `sent ${message.sentAt.toISOString()}` : `waiting, ${message.attempts} attempt(s)`;
    console.log(`#${message.id} to ${message.to} (${message.locale}) — ${message.subject} — ${status}`);
    if (message.lastError) console.log(`last error: ${message.lastError}`);
    console.log(`${message.text}\n`);
  }
}

/** Operator commands act with every right, as this account-less operator. */
const OPERATOR: Viewer = {
  id: '0',
  username: null,
  isAnonymous: false,
  isValidated: true,
  canPublish: false,
  canComment: false,
  rolesPlain: ['SUPER_ADMIN'],
  permissions: [],
};

/** Creates a store with its owner (and main location, categories); prints its id. */
async function storeCreate(deps: Deps): Promise<void> {
  if (!values.name) throw new UsageError('--name is required');
  const ownerId = await findAccountId(deps, values.owner);
  const located = values.city !== undefined || values.address !== undefined || values.phone !== undefined;
  const store = await createStore(deps, {
    name: values.name,
    slug: values.slug,
    description: values.description,
    ownerId,
    domain: values.domain,
    isOfficial: values.official ?? false,
    isVerified: values.verified ?? false,
    categoryIds: values.category,
    mainLocation: located ? { cityId: values.city, address: values.address, phones: values.phone } : undefined,
  });
  console.log(store.id);
}

/** Creates a market with its first operator and its stores; prints its id. */
async function marketCreate(deps: Deps): Promise<void> {
  if (!values.name) throw new UsageError('--name is required');
  const ownerId = await findAccountId(deps, values.owner);
  const market = await createMarket(deps, {
    name: values.name,
    slug: values.slug,
    descreption: values.description,
    ownerId,
    storeIds: values.store,
  });
  console.log(market.id);
}

/** The land named by --land-type and --land. */
function landOf(): { launchType: LaunchType; landId: string } {
  const launchType = values['land-type']?.toUpperCase();
  if (!isLaunchType(launchType)) throw new UsageError('--land-type must be STORE or MARKET');
  if (!values.land || !/^\d{1,18}$/.test(values.land)) throw new UsageError('--land must be a numeric id');
  return { launchType, landId: values.land };
}

/** Sets or removes a land's service param; prints the land's params afterwards. */
async function serviceParam(deps: Deps): Promise<void> {
  const action = positionals[1];
  if (action !== 'set' && action !== 'remove') throw new UsageError('service-param takes set or remove');
  if (!values.code) throw new UsageError('--code is required');
  const land = landOf();
  const params =
    action === 'set'
      ? await setServiceParam(deps, { ...land, code: values.code, value: values.value ?? null })
      : await removeServiceParam(deps, { ...land, code: values.code });
  console.log(
    params.map((p) => (p.value === null ? p.code : `${p.code}=${p.value}`)).join('\n') || 'no service params',
  );
}

/** Adds (or with --remove, removes) a member of a store; prints the store's members afterwards. */
async function storeMember(deps: Deps): Promise<void> {
  const storeId = values.store?.[0];
  if (!storeId || !/^\d{1,18}$/.test(storeId)) throw new UsageError('--store must be a numeric id');
  const userId = await findAccountId(deps, values.user);
  if (values.remove) await removeStoreMember(deps, OPERATOR, { storeId, userId });
  else await addStoreMember(deps, OPERATOR, { storeId, userId, role: readMemberRole(values.role?.[0]) });
  const members = (await landMembers(deps.db, 'STORE', [storeId])).get(storeId) ?? [];
  for (const member of members) console.log(`${member.userId} ${member.role}`);
}

const command = positionals[0];
const commands: Record<string, (deps: Deps) => Promise<void>> = {
  'create-user': createUser,
  grant: (deps) => changeGrants(deps, 'grant'),
  revoke: (deps) => changeGrants(deps, 'revoke'),
  outbox: printOutbox,
  'store-create': storeCreate,
  'market-create': marketCreate,
  'service-param': serviceParam,
  'store-member': storeMember,
  events: printParkedEvents,
  'events-replay': replayEvents,
};
const run = command ? commands[command] : undefined;
if (values.help || !run) {
  (values.help ? console.log : console.error)(USAGE);
  process.exit(values.help ? 0 : 2);
}

const { config, database } = await openForCli();
const deps: Deps = standaloneDeps(database, config, pino({ level: 'warn' }));
let exitCode = 0;
try {
  await run(deps);
  await deps.events.drain();
} catch (error) {
  exitCode = error instanceof UsageError || isAppError(error) ? 2 : 1;
  // The operators' command line speaks English.
  const message = isAppError(error) ? error.messageIn('en') : error instanceof Error ? error.message : String(error);
  console.error(`error: ${message}`);
  // A refused form says which fields, and why.
  const fields = isAppError(error) ? (error.extensionsIn('en') as { fields?: FieldError[] }).fields : undefined;
  for (const field of fields ?? []) console.error(`  ${field.field}: ${field.message}`);
} finally {
  await database.close();
}
// PGlite's runtime resets process.exitCode when it closes, so the status is set only now.
process.exit(exitCode);
