import type { ColumnType, Generated } from 'kysely';
import type { ContactState, ContactTag } from '../../../shared/domain/contact';
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
  /** Where the operators stand with it (migration 0025). */
  state: ColumnType<ContactState, ContactState | undefined, ContactState>;
  /** The operator who answers it. */
  assigned_to: string | null;
}

/** An operator's answer to a contact message, sent to its author by e-mail (migration 0025). */
export interface ContactRepliesTable {
  id: Generated<string>;
  message_id: string;
  author_id: string | null;
  text: string;
  /** The outbox's mail that carries it. */
  mail_id: string | null;
  created_at: Timestamp;
}

/** Tables owned by the contact domain. */
export interface ContactTables {
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
}
