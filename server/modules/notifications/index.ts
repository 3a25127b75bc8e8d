/**
 * The notifications module's public interface: what other modules, the portal, the seeds and the
 * command line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type NotificationTables } from './notifications.tables';
export { notify, type NotifyInput, type NotifyResult } from './notify.service';
export { addPushToken, deliverPush } from './push/push.service';
export { notifyExpiringAnnouncements, notifyUnseenMessages, sendDigests } from './sweeps';
