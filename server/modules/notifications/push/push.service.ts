import { ErrorCode } from '../../../../shared/domain/errors';
import { NOTIFICATION_LIMITS, PUSH_PLATFORMS, type PushPlatform } from '../../../../shared/domain/notifications';
import { AppError, text } from '../../../core/errors';
import type { Deps } from '../../../deps';
import type { Config } from '../../../config';
import { FcmProvider } from './fcm';
import type { PushMessage, PushOutcome, PushProvider } from './push-provider';
import { parseWebPushSubscription, WebPushProvider } from './web-push';

const providersByConfig = new WeakMap<Config, Map<PushPlatform, PushProvider>>();

/** The push services this server can reach, by platform (FCM only when it is configured). */
export function pushProviders(deps: Deps): Map<PushPlatform, PushProvider> {
  let providers = providersByConfig.get(deps.config);
  if (!providers) {
    const list: PushProvider[] = [
      new WebPushProvider(
        {
          subject: deps.config.push.vapidSubject,
          publicKey: deps.config.secrets.vapidPublicKey,
          privateKey: deps.config.secrets.vapidPrivateKey,
        },
        deps.config.mode !== 'production',
      ),
    ];
    if (deps.config.push.fcm) list.push(new FcmProvider(deps.config.push.fcm, () => deps.now()));
    providers = new Map(list.flatMap((provider) => provider.platforms.map((platform) => [platform, provider])));
    providersByConfig.set(deps.config, providers);
  }
  return providers;
}

/**
 * Attaches a device's push token to a member; registering it again (or from another account)
 * moves it. A WEB token is a browser's subscription in JSON, checked here so that nothing but a
 * push service's https address is ever called.
 */
export async function addPushToken(
  deps: Deps,
  userId: string,
  token: string,
  platform: PushPlatform = 'ANDROID',
): Promise<void> {
  const trimmed = token.trim();
  const valid =
    trimmed.length > 0 &&
    trimmed.length <= NOTIFICATION_LIMITS.pushTokenMaxLength &&
    PUSH_PLATFORMS.includes(platform) &&
    (platform !== 'WEB' || parseWebPushSubscription(trimmed, deps.config.mode !== 'production') !== null);
  if (!valid) throw new AppError(ErrorCode.BAD_USER_INPUT, text('errors.formValidation'), { argument: 'token' });
  await deps.db
    .insertInto('user_push_tokens')
    .values({ token: trimmed, user_id: userId, platform })
    .onConflict((oc) => oc.column('token').doUpdateSet({ user_id: userId, platform }))
    .execute();
}

/**
 * Sends a push to every device of a member, each through its platform's service; tokens the
 * service says are gone (404, 410) are removed. A failure is logged, never retried: a late
 * push is worse than none, and the notification waits in the centre anyway.
 */
export async function deliverPush(deps: Deps, userId: string, message: PushMessage): Promise<PushOutcome[]> {
  const tokens = await deps.db
    .selectFrom('user_push_tokens')
    .select(['token', 'platform'])
    .where('user_id', '=', userId)
    .execute();
  const providers = pushProviders(deps);
  return Promise.all(
    tokens.map(async ({ token, platform }) => {
      const provider = providers.get(platform);
      if (!provider) return 'failed' as const;
      let outcome: PushOutcome;
      try {
        outcome = await provider.send(token, message);
      } catch (error) {
        deps.log.warn({ err: error, platform }, 'push not delivered');
        return 'failed' as const;
      }
      if (outcome === 'invalid') {
        await deps.db.deleteFrom('user_push_tokens').where('token', '=', token).where('user_id', '=', userId).execute();
      }
      return outcome;
    }),
  );
}
