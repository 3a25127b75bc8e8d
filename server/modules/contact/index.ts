/**
 * The contact module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { sendContactMessage } from './contact.service';
export { type ContactTables } from './contact.tables';
