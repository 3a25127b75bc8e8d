import { importPKCS8, SignJWT } from 'jose';
import type { Config } from '../../../config';
import type { PushMessage, PushOutcome, PushProvider } from './push-provider';
import { outcomeOfStatus } from './push-provider';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

type FcmConfig = NonNullable<Config['push']['fcm']>;

/**
 * Firebase Cloud Messaging, HTTP v1 API, for the native shells' tokens (Android and iOS). The
 * service account signs an assertion (RS256) exchanged for an OAuth access token, kept until a
 * minute before it expires; each message is one `messages:send` request.
 */
export class FcmProvider implements PushProvider {
  readonly platforms = ['ANDROID', 'IOS'] as const;
  private access: { token: Promise<string>; until: number } | undefined;

  constructor(
    private readonly fcm: FcmConfig,
    private readonly now: () => Date,
  ) {}

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const response = await fetch(
      `${this.fcm.endpoint}/v1/projects/${encodeURIComponent(this.fcm.projectId)}/messages:send`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            // FCM data values are strings.
            data: { url: message.url, kind: message.kind, notificationId: message.notificationId },
          },
        }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    await response.body?.cancel();
    if (response.status === 401) this.access = undefined;
    return outcomeOfStatus(response.status);
  }

  /** The access token, shared by the sends under way (one exchange serves them all), renewed a minute early. */
  private accessToken(): Promise<string> {
    const now = this.now().getTime();
    if (this.access && this.access.until > now) return this.access.token;
    const access = { token: Promise.resolve(''), until: now + 59 * 60_000 };
    const token = this.exchange(now, access);
    access.token = token;
    this.access = access;
    // A failed exchange is not kept: the next send tries again.
    token.catch(() => {
      if (this.access?.token === token) this.access = undefined;
    });
    return token;
  }

  /** Exchanges a fresh assertion for an access token; `access` learns how long it lasts. */
  private async exchange(now: number, access: { until: number }): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.fcm.clientEmail)
      .setAudience(this.fcm.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await importPKCS8(this.fcm.privateKey, 'RS256'));
    const response = await fetch(this.fcm.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FCM token exchange failed with ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token exchange returned no access token');
    access.until = now + ((body.expires_in ?? 3600) - 60) * 1000;
    return body.access_token;
  }
}
