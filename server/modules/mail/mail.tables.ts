import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../users';

/** One e-mail to send; it stays after delivery (sent_at set) as a record of what went out. */
export interface MailOutboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  locale: string;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
}

/** Tables owned by the mail domain. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
