import { subscriber } from '../../core/events';
import { composeAccountMail } from '../mail';
import { enqueueMail } from '../mail';
import { notifyMailQueued } from '../mail';
import { passwordResetLink, validationLink } from './links';

/**
 * The account mails (address validation, password reset): put in the mail outbox in the
 * dispatcher's transaction, once per event, then the mail worker is woken.
 */
export const accountMailSubscriber = subscriber({
  name: 'users.accountMail',
  events: ['account.registered', 'account.validationRequested', 'account.passwordResetRequested'],
  async handle(event, { db, deps, afterCommit }) {
    const { payload } = event;
    const name = payload.username ?? payload.email;
    const mail =
      event.type === 'account.passwordResetRequested'
        ? composeAccountMail('passwordReset', payload.locale, payload.email, {
            name,
            link: passwordResetLink(deps.config, event.payload.resetToken),
          })
        : composeAccountMail('validation', payload.locale, payload.email, {
            name,
            link: validationLink(deps.config, event.payload.validationToken),
          });
    await enqueueMail(deps, mail, db);
    afterCommit(() => notifyMailQueued(deps));
  },
});
