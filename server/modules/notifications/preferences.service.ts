import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/domain/notifications';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';

/** One kind's channels, as the member set them or as the defaults say. */
export interface PreferenceModel {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/** What the GraphQL `NotificationSettings` resolvers receive. */
export interface SettingsModel {
  emailDigest: boolean;
  preferences: PreferenceModel[];
  webPushPublicKey: string;
}

/** A member's channels for one kind (their choices over the defaults). */
export async function channelsFor(
  db: Kysely<Database>,
  userId: string,
  kind: NotificationKind,
): Promise<Record<NotificationChannel, boolean>> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['channel', 'enabled'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  const channels = { ...DEFAULT_NOTIFICATION_PREFERENCES[kind] };
  for (const row of rows) channels[row.channel] = row.enabled;
  return channels;
}

/** The member's e-mail settings (the defaults when they never set any). */
export async function settingsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ emailDigest: boolean; locale: Locale; digestSentAt: Date | null }> {
  const row = await db
    .selectFrom('notification_settings')
    .select(['email_digest', 'locale', 'digest_sent_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    emailDigest: row?.email_digest ?? false,
    locale: row && isLocale(row.locale) ? row.locale : 'fr',
    digestSentAt: row?.digest_sent_at ?? null,
  };
}

/** Every kind's channels and the digest choice of a member. */
export async function loadSettings(deps: Deps, userId: string): Promise<SettingsModel> {
  const [rows, settings] = await Promise.all([
    deps.db
      .selectFrom('notification_preferences')
      .select(['kind', 'channel', 'enabled'])
      .where('user_id', '=', userId)
      .execute(),
    settingsOf(deps.db, userId),
  ]);
  const preferences = NOTIFICATION_KINDS.map((kind) => {
    const channels = { ...DEFAULT_NOTIFICATION_PREFERENCES[kind] };
    for (const row of rows) if (row.kind === kind) channels[row.channel] = row.enabled;
    return { kind, inApp: channels.IN_APP, email: channels.EMAIL, push: channels.PUSH };
  });
  return {
    emailDigest: settings.emailDigest,
    preferences,
    webPushPublicKey: deps.config.secrets.vapidPublicKey,
  };
}

/** Remembers the member's language for what is sent to them (e-mails, pushes) and optionally the digest choice. */
async function upsertSettings(
  db: Kysely<Database>,
  userId: string,
  locale: Locale,
  emailDigest?: boolean,
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, locale, ...(emailDigest === undefined ? {} : { email_digest: emailDigest }) })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        locale,
        ...(emailDigest === undefined ? {} : { email_digest: emailDigest }),
      }),
    )
    .execute();
}

/** Turns one kind on or off on one channel. */
export async function setPreference(
  deps: Deps,
  userId: string,
  input: { kind: NotificationKind; channel: NotificationChannel; enabled: boolean; locale: Locale },
): Promise<SettingsModel> {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_preferences')
      .values({ user_id: userId, kind: input.kind, channel: input.channel, enabled: input.enabled })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'channel']).doUpdateSet({ enabled: input.enabled }))
      .execute();
    await upsertSettings(trx, userId, input.locale);
  });
  return loadSettings(deps, userId);
}

/** E-mails at once (grouped) or in the daily digest. */
export async function setDigest(deps: Deps, userId: string, enabled: boolean, locale: Locale): Promise<SettingsModel> {
  await upsertSettings(deps.db, userId, locale, enabled);
  return loadSettings(deps, userId);
}

/**
 * Locks the member's settings row (creating it with the defaults), so that two notifications of
 * one member decide their e-mail one after the other: "one e-mail per conversation per hour"
 * holds even when they are written at the same time.
 */
export async function lockSettings(db: Kysely<Database>, userId: string): Promise<void> {
  await sql`insert into notification_settings (user_id) values (${userId}) on conflict (user_id) do nothing`.execute(
    db,
  );
  await db.selectFrom('notification_settings').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}
