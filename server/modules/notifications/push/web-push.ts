import webpush, { type PushSubscription } from 'web-push';
import type { PushMessage, PushOutcome, PushProvider } from './push-provider';
import { outcomeOfStatus } from './push-provider';

/** How long a push service keeps a message for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Reads a browser's subscription (the JSON of its `PushSubscription`); null when it is not one.
 * `allowHttp`: a plain http endpoint (development and tests; browsers' push services are https).
 */
export function parseWebPushSubscription(token: string, allowHttp: boolean): PushSubscription | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Web Push (RFC 8030, VAPID, aes128gcm) with the `web-push` package: it encrypts the message for
 * the subscription and signs the VAPID header; the request goes out through `fetch`.
 */
export class WebPushProvider implements PushProvider {
  readonly platforms = ['WEB'] as const;

  constructor(
    private readonly vapid: { subject: string; publicKey: string; privateKey: string },
    private readonly allowHttp: boolean,
  ) {}

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const subscription = parseWebPushSubscription(token, this.allowHttp);
    if (!subscription) return 'invalid';
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: this.vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return outcomeOfStatus(response.status);
  }
}
