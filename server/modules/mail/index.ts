/**
 * The mail module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type MailTables } from './mail.tables';
export { composeAccountMail } from './messages';
export { enqueueMail, listRecentMail } from './outbox';
export { notifyMailQueued } from './worker';
