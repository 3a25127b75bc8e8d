import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import type { ServerModule } from '../module';
import { registerDevOutbox } from './dev-outbox';
import { MailWorker, registerMailWorker, smtpSender } from './worker';

/**
 * Delivery of the outbox: with SMTP configured, a worker started when the server is ready
 * and stopped when it closes; without it, mail waits in the outbox (readable at
 * `/dev/outbox` when the dev tools are on).
 */
const mailPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  if (deps.config.devTools) registerDevOutbox(app, deps);
  const { smtpUrl, from } = deps.config.mail;
  if (!smtpUrl) return Promise.resolve();
  const sender = smtpSender(smtpUrl, from);
  const worker = new MailWorker(deps, sender.send, sender.close);
  app.addHook('onReady', (done) => {
    registerMailWorker(deps, worker);
    worker.start();
    done();
  });
  app.addHook('onClose', async () => {
    registerMailWorker(deps, undefined);
    await worker.stop();
  });
  return Promise.resolve();
};

export const mailModule: ServerModule = {
  name: 'mail',
  typeDefs: '',
  resolvers: {},
  plugin: mailPlugin,
};
