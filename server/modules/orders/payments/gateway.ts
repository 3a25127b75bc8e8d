import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config';

/** What a hosted checkout is created with: whole dinars, where the buyer comes back, what comes back with the webhook. */
export interface HostedCheckoutRequest {
  amount: number;
  successUrl: string;
  failureUrl: string;
  webhookUrl: string;
  /** Ours: the payment's id, read back from the webhook. */
  paymentId: string;
  locale: 'fr' | 'ar' | 'en';
}

/** A webhook's event, once its signature holds. */
export interface PaymentEvent {
  /** The provider's checkout id. */
  checkoutId: string;
  outcome: 'paid' | 'failed';
  amount: number;
}

/**
 * A payment provider: it creates a hosted checkout the buyer is sent to, and signs the webhook
 * that alone confirms a payment (never the buyer's return to the success address).
 */
export interface PaymentGateway {
  name: 'chargily' | 'fake';
  createCheckout(request: HostedCheckoutRequest): Promise<{ id: string; url: string }>;
  /** The event of a webhook whose signature holds; null for a forged or unreadable one. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null;
}

/** HMAC-SHA256 of the raw body with the secret key, hex: how Chargily Pay signs its webhooks (`signature` header). */
export function signWebhook(secretKey: string, rawBody: string): string {
  return createHmac('sha256', secretKey).update(rawBody).digest('hex');
}

function signatureHolds(secretKey: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Chargily Pay's webhook body (v2): `type` checkout.paid, checkout.failed, checkout.canceled or checkout.expired. */
function eventOf(rawBody: string): PaymentEvent | null {
  try {
    const body = JSON.parse(rawBody) as { type?: unknown; data?: { id?: unknown; amount?: unknown } };
    const type = body.type;
    const id = body.data?.id;
    const amount = Number(body.data?.amount);
    if (typeof id !== 'string' || !Number.isInteger(amount)) return null;
    if (type === 'checkout.paid') return { checkoutId: id, outcome: 'paid', amount };
    if (type === 'checkout.failed' || type === 'checkout.canceled' || type === 'checkout.expired') {
      return { checkoutId: id, outcome: 'failed', amount };
    }
    return null;
  } catch {
    return null;
  }
}

/** Chargily Pay (CIB and EDAHABIA cards) through its v2 API: POST /checkouts, webhooks signed with the secret key. */
export function chargilyGateway(payment: Config['payment'], fetchImpl: typeof fetch = fetch): PaymentGateway {
  return {
    name: 'chargily',
    async createCheckout(request) {
      const response = await fetchImpl(`${payment.apiUrl}/checkouts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${payment.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: request.amount,
          currency: 'dzd',
          success_url: request.successUrl,
          failure_url: request.failureUrl,
          webhook_endpoint: request.webhookUrl,
          locale: request.locale,
          metadata: { paymentId: request.paymentId },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Chargily Pay answered ${response.status}`);
      const body = (await response.json()) as { id?: unknown; checkout_url?: unknown };
      if (typeof body.id !== 'string' || typeof body.checkout_url !== 'string') {
        throw new Error('Chargily Pay answered without a checkout');
      }
      return { id: body.id, url: body.checkout_url };
    },
    readWebhook(rawBody, signature) {
      return signatureHolds(payment.secretKey, rawBody, signature) ? eventOf(rawBody) : null;
    },
  };
}

/** A hosted checkout of the fake provider, kept in memory until paid or refused. */
export interface FakeCheckout extends HostedCheckoutRequest {
  id: string;
}

/**
 * The local fake provider (tests and the demo): it stands for Chargily Pay's hosted checkout with
 * a page of this server (`/fake-pay/{id}`) and signs its webhooks the same way, with its own key.
 * Its checkouts live in memory: a restart forgets the unpaid ones (their payments can be started again).
 */
export function fakeGateway(payment: Config['payment']) {
  const checkouts = new Map<string, FakeCheckout>();
  const gateway: PaymentGateway & { checkouts: Map<string, FakeCheckout>; secretKey: string } = {
    name: 'fake',
    checkouts,
    secretKey: payment.secretKey,
    createCheckout(request) {
      const id = `fake_${randomUUID()}`;
      checkouts.set(id, { ...request, id });
      return Promise.resolve({ id, url: `/fake-pay/${id}` });
    },
    readWebhook(rawBody, signature) {
      return signatureHolds(payment.secretKey, rawBody, signature) ? eventOf(rawBody) : null;
    },
  };
  return gateway;
}

export type FakeGateway = ReturnType<typeof fakeGateway>;
