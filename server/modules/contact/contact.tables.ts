import type { ColumnType, Generated } from 'kysely';
import type { ContactTag } from '../../../shared/domain/contact';
import type { Timestamp } from '../users';

/** A message sent with the contact form. */
export interface ContactMessagesTable {
  id: Generated<string>;
  user_id: string | null;
  /** The sender: `user:<id>` or a keyed hash of the address. */
  visitor: string;
  email: string;
  name: string;
  /** National form (0XXXXXXXXX), when given. */
  phone: string | null;
  subject: string;
  message: string;
  tag: ContactTag;
  /** The language the sender wrote from, to answer in it. */
  locale: string;
  created_at: Timestamp;
  handled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Tables owned by the contact domain. */
export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
