import type { Deps } from '../../deps';
import { insertAccount } from '../../modules/users';
import { hashPassword } from '../../modules/users';
import type { Seller } from './announcements';
import { drawPerson, usernamePart } from './announcements/people';
import { REGION_WEIGHTS } from './announcements/places';
import { Random, WeightedTable, seedOf } from './announcements/random';
import { DEMO_MARKET_DEFAULTS, seedDemoMarket, type DemoMarketOptions } from './demo-market';
import { seedDemoContact } from './demo-contact';
import { DEMO_COURIER, seedDemoDelivery } from './demo-delivery';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoSites } from './demo-sites';
import { seedDemoStatistics } from './demo-statistics';
import { DEMO_STORES, seedDemoStores } from './demo-stores';

/**
 * The password of every demo account, so a developer can sign in as any of them. Demo data
 * is only loaded outside production; only DEMO_MODERATORS (MODERATOR) and DEMO_OPERATORS (ADMIN)
 * hold a privileged role.
 */
export const DEMO_PASSWORD = 'souk-demo-2026';

/** Ordinary, validated members from a few wilayas (region ids are wilaya codes). */
export const DEMO_USERS = [
  {
    username: 'amina_benali',
    displayName: 'Amina Benali',
    gender: 'FEMALE',
    birthDate: '1994-03-12',
    regionId: 16,
    phone: '0550123456',
  },
  {
    username: 'yacine_haddad',
    displayName: 'Yacine Haddad',
    gender: 'MALE',
    birthDate: '1988-11-02',
    regionId: 31,
    phone: '0661234567',
  },
  {
    username: 'sarah_meziane',
    displayName: 'Sarah Meziane',
    gender: 'FEMALE',
    birthDate: '2001-07-25',
    regionId: 15,
    phone: '0770987654',
  },
  {
    username: 'karim_bouzid',
    displayName: 'Karim Bouzid',
    gender: 'MALE',
    birthDate: '1979-01-30',
    regionId: 25,
    phone: '0555443322',
  },
  {
    username: 'lina_cherif',
    displayName: 'Lina Cherif',
    gender: 'FEMALE',
    birthDate: '1997-09-18',
    regionId: 9,
    phone: '0698765432',
  },
] as const;

/**
 * Two moderators, to try the studio's moderation desk (and two at once: they never get the same
 * announcement). They publish nothing.
 */
export const DEMO_MODERATORS = [
  {
    username: 'nour_moderation',
    displayName: 'Nour Belkacem',
    gender: 'FEMALE',
    birthDate: '1990-05-04',
    regionId: 16,
    phone: '0551002003',
  },
  {
    username: 'walid_moderation',
    displayName: 'Walid Saadi',
    gender: 'MALE',
    birthDate: '1986-10-21',
    regionId: 31,
    phone: '0661002003',
  },
] as const;

/**
 * An operator (ADMIN), to decide store requests in the studio and renew stores. Publishes nothing.
 */
export const DEMO_OPERATORS = [
  {
    username: 'sofia_operations',
    displayName: 'Sofia Hamidi',
    gender: 'FEMALE',
    birthDate: '1988-02-17',
    regionId: 16,
    phone: '0771002003',
  },
] as const;

/** Demo addresses use the reserved `.example` domain: no mail can ever reach a real person. */
export function demoEmail(username: string): string {
  return `${username.replace('_', '.')}@souk.example`;
}

/** A demo account as the seed creates it. */
export interface DemoAccount {
  username: string;
  displayName: string;
  gender: string;
  birthDate: string;
  regionId: number;
  phone: string;
}

/**
 * The generated demo members besides DEMO_USERS: Algerian names, wilayas by weight, mobile
 * phones; the same list for the same count and seed. They sign in with DEMO_PASSWORD too.
 */
export function demoMembers(count: number, seed: number = DEMO_MARKET_DEFAULTS.seed): DemoAccount[] {
  const regions = new WeightedTable(
    Array.from({ length: 58 }, (_, i) => [i + 1, REGION_WEIGHTS[i + 1] ?? 0.5] as const),
  );
  const taken = new Set<string>(
    [...DEMO_USERS, ...DEMO_MODERATORS, ...DEMO_OPERATORS, DEMO_COURIER].map((u) => u.username),
  );
  const members: DemoAccount[] = [];
  for (let i = 0; members.length < count; i += 1) {
    const random = new Random(seedOf(seed, 'demo-member', i));
    const person = drawPerson(random, new Date(Date.UTC(2026, 0, 1)));
    let username = `${usernamePart(person.firstName)}_${usernamePart(person.lastName)}`.slice(0, 27);
    for (let n = 2; taken.has(username); n += 1) username = `${username.replace(/\d+$/, '')}${n}`;
    taken.add(username);
    members.push({
      username,
      displayName: person.displayName,
      gender: person.gender,
      birthDate: person.birthDate,
      regionId: regions.pick(random),
      phone: person.phone,
    });
  }
  return members;
}

/** Sizes of the demo data; tests load a small one. */
export interface DemoDataOptions extends DemoMarketOptions {
  /** Generated members besides DEMO_USERS (default 40). */
  members?: number;
}

/** The named demo users publish this many times more than the generated members. */
const DEMO_USER_WEIGHT = 3;

/**
 * A deterministic demo set for a developer's first `npm start`: the demo users, about forty
 * generated members, their marketplace (see `seedDemoMarket`), and the demo stores and market
 * (see `seedDemoStores`). Idempotent: accounts whose
 * username or e-mail address exists already are left as they are (and publish nothing), and the
 * marketplace is loaded once per database.
 */
export async function seedDemoData(deps: Deps, options: DemoDataOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: readonly DemoAccount[] = [...DEMO_USERS, ...demoMembers(options.members ?? 40, options.seed)];
  const moderators = new Set<string>(DEMO_MODERATORS.map((u) => u.username));
  const operators = new Set<string>(DEMO_OPERATORS.map((u) => u.username));
  await deps.db.transaction().execute(async (trx) => {
    for (const user of [...accounts, ...DEMO_MODERATORS, ...DEMO_OPERATORS, DEMO_COURIER]) {
      const email = demoEmail(user.username);
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['username']), '=', user.username), eb(eb.fn('lower', ['email']), '=', email)]),
        )
        .executeTakeFirst();
      if (exists) continue;
      await insertAccount(trx, {
        ...user,
        email,
        passwordHash,
        isValidated: true,
        roles: moderators.has(user.username)
          ? ['USER', 'MODERATOR']
          : operators.has(user.username)
            ? ['USER', 'ADMIN']
            : ['USER'],
      });
    }
  });

  // Only accounts the demo owns publish: an address of ours, under the expected name.
  const rows = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'phone', 'region_id'])
    .where(
      'email',
      'in',
      accounts.map((a) => demoEmail(a.username)),
    )
    .execute();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const named = new Set<string>(DEMO_USERS.map((u) => u.username));
  const sellers: Seller[] = [];
  for (const account of accounts) {
    const row = byEmail.get(demoEmail(account.username));
    if (!row || row.username?.toLowerCase() !== account.username) continue;
    sellers.push({
      id: row.id,
      username: account.username,
      phone: row.phone,
      regionId: row.region_id,
      weight: named.has(account.username) ? DEMO_USER_WEIGHT : 1,
      // A store's owner sells what the store is about: its name and its cards agree.
      specialties: DEMO_STORES.find((store) => store.owner === account.username)?.sells,
    });
  }
  await seedDemoMarket(deps, sellers, options);
  // The stores take a share of their owners' announcements: after the marketplace.
  await seedDemoStores(deps, sellers);
  // Their sites, built from the templates and published: after the stores and the market.
  await seedDemoSites(deps);
  // A month of views, likes and followers on the stores' announcements: their studio's statistics.
  await seedDemoStatistics(deps, options.seed);
  // Delivery providers over the 58 wilayas, and a stock for what can be delivered: the cart and checkout work.
  await seedDemoDelivery(deps);
  // Two home slider campaigns promoting two demo stores, with two weeks of figures.
  await seedDemoPromotions(deps, options.seed);
  // A few contact messages, one of each subject and state: the operators' inbox is not empty.
  await seedDemoContact(deps, DEMO_OPERATORS[0].username);
}
