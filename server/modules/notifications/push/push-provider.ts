import type { PushPlatform } from '../../../../shared/domain/notifications';

/** What a push says: the notification's title and text in the member's language, and where it leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** The absolute address to open. */
  url: string;
  kind: string;
  notificationId: string;
}

/**
 * What became of one push: delivered (accepted by the push service), `invalid` (the token is
 * gone for good, 404 or 410: it is removed), or `failed` (try again with the next one).
 */
export type PushOutcome = 'sent' | 'invalid' | 'failed';

/** A push service: Web Push for browsers, FCM for the native shells. */
export interface PushProvider {
  readonly platforms: readonly PushPlatform[];
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

/** The outcome a push service's HTTP status means. */
export function outcomeOfStatus(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  return status === 404 || status === 410 ? 'invalid' : 'failed';
}
