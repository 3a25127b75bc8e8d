import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../../deps';
import { signWebhook, type FakeGateway } from './gateway';
import { gatewayOf, settlePayment } from './payment.service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The payment provider's webhook (POST /payments/webhook): the raw body's HMAC must match the
 * `signature` header, else 401 and nothing changes. With the fake provider, its hosted checkout
 * page too (GET and POST /fake-pay/{id}): paying or refusing there sends a signed webhook here,
 * as the real provider does, then sends the buyer back.
 */
export const paymentRoutes: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  // The signature covers the exact bytes sent: the body is kept as text, parsed after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ownTextCheck: true };
  });

  app.post('/payments/webhook', async (request, reply) => {
    const gateway = gatewayOf(deps);
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers.signature;
    const event = gateway?.readWebhook(raw, Array.isArray(header) ? header[0] : header) ?? null;
    if (!event) return reply.status(401).send({ error: 'invalid signature' });
    const outcome = await settlePayment(deps, event);
    if (outcome !== 'settled')
      request.log.warn({ outcome, checkout: event.checkoutId }, 'payment webhook changed nothing');
    return reply.send({ received: true, outcome });
  });

  const gateway = gatewayOf(deps);
  if (gateway?.name !== 'fake') return Promise.resolve();
  const fake = gateway as FakeGateway;

  app.get<{ Params: { id: string } }>('/fake-pay/:id', async (request, reply) => {
    const checkout = fake.checkouts.get(request.params.id);
    if (!checkout) return reply.status(404).type('text/plain; charset=utf-8').send('Unknown checkout');
    const amount = new Intl.NumberFormat('fr-DZ').format(checkout.amount);
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Souk Pay (test)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:1rem}
label{display:block;margin:.75rem 0 .25rem}input,button{font:inherit;padding:.6rem;width:100%;box-sizing:border-box}
button{margin-top:.75rem;border:0;border-radius:8px;background:#0b6e4f;color:#fff;cursor:pointer}
button.refuse{background:#b42318}</style></head>
<body><h1>Souk Pay <small>(test)</small></h1>
<p>Paiement par carte CIB / EDAHABIA : <strong id="amount">${escapeHtml(amount)} DA</strong></p>
<form method="post"><label for="card">Numéro de carte</label><input id="card" name="card" value="6280 0000 0000 0000" inputmode="numeric">
<button type="submit" name="outcome" value="paid">Payer ${escapeHtml(amount)} DA</button>
<button type="submit" name="outcome" value="failed" class="refuse">Refuser le paiement</button></form></body></html>`);
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>('/fake-pay/:id', async (request, reply) => {
    const checkout = fake.checkouts.get(request.params.id);
    if (!checkout) return reply.status(404).type('text/plain; charset=utf-8').send('Unknown checkout');
    const paid = request.body?.outcome === 'paid';
    const body = JSON.stringify({
      id: `evt_${checkout.id}_${paid ? 'paid' : 'failed'}`,
      entity: 'event',
      type: paid ? 'checkout.paid' : 'checkout.failed',
      data: {
        id: checkout.id,
        entity: 'checkout',
        amount: checkout.amount,
        currency: 'dzd',
        metadata: { paymentId: checkout.paymentId },
      },
    });
    await app.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: { 'content-type': 'application/json', signature: signWebhook(fake.secretKey, body) },
      payload: body,
    });
    fake.checkouts.delete(checkout.id);
    return reply.redirect(paid ? checkout.successUrl : checkout.failureUrl, 303);
  });
  return Promise.resolve();
};
