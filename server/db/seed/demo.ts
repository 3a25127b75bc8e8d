import type { Deps } from '../../deps';
import { insertAccount } from '../../modules/users/accounts';
import { hashPassword } from '../../modules/users/password';

/**
 * The password of every demo account, so a developer can sign in as any of them. Demo data
 * is only loaded outside production, and none of these accounts holds a privileged role.
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

/** Demo addresses use the reserved `.example` domain: no mail can ever reach a real person. */
export function demoEmail(username: string): string {
  return `${username.replace('_', '.')}@souk.example`;
}

/**
 * A small, deterministic demo set for a developer's first `npm start`. Idempotent: accounts
 * whose username or e-mail address exists already are left as they are.
 */
export async function seedDemoData(deps: Deps): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await deps.db.transaction().execute(async (trx) => {
    for (const user of DEMO_USERS) {
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
        roles: ['USER'],
      });
    }
  });
}
