import { sql } from 'kysely';
import type { ContactState, ContactTag } from '../../../shared/domain/contact';
import type { Deps } from '../../deps';

/** Set in app_meta with the rows: the demo's contact messages are written once. */
export const DEMO_CONTACT_KEY = 'demo_contact_seeded_at';

interface DemoContactMessage {
  tag: ContactTag;
  state: ContactState;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: 'fr' | 'ar' | 'en';
  /** Hours before the demo was loaded. */
  hoursAgo: number;
  /** An operator's answer already sent (the demo operator's). */
  reply?: string;
}

/**
 * A few messages of the contact form, so that the operators' inbox of a fresh demo has one of
 * each subject in each state (one already answered, one handled), in French and in Arabic.
 */
export const DEMO_CONTACT_MESSAGES: readonly DemoContactMessage[] = [
  {
    tag: 'PUBLICITY_PARTNERSHIP',
    state: 'NEW',
    name: 'Rachid Benali',
    email: 'rachid.benali@agence-atlas.dz',
    phone: '0550 77 12 34',
    subject: 'Bannière sur la rubrique Véhicules',
    message:
      'Bonjour, notre concession ouvre à Sétif en janvier. Nous voudrions une bannière sur la rubrique Véhicules pendant un mois : quels sont vos tarifs ?',
    locale: 'fr',
    hoursAgo: 3,
  },
  {
    tag: 'BUG',
    state: 'NEW',
    name: 'سمية قاسمي',
    email: 'soumia.gasmi@example.dz',
    phone: null,
    subject: 'الصور لا تظهر على الهاتف',
    message: 'السلام عليكم، عند فتح إعلان على الهاتف لا تظهر الصورة الثانية والثالثة. شكرًا.',
    locale: 'ar',
    hoursAgo: 20,
  },
  {
    tag: 'SUGGESTION',
    state: 'IN_PROGRESS',
    name: 'Yacine Merabet',
    email: 'yacine.merabet@example.dz',
    phone: null,
    subject: 'Un filtre par année pour les motos',
    message: 'Pourriez-vous ajouter un filtre par année dans la catégorie Motos, comme pour les voitures ?',
    locale: 'fr',
    hoursAgo: 50,
    reply:
      'Merci Yacine, bonne idée : le filtre est prévu pour la rubrique Motos. Nous vous écrirons quand il sera en ligne.',
  },
  {
    tag: 'OTHER',
    state: 'HANDLED',
    name: 'Lamia Ouali',
    email: 'lamia.ouali@example.dz',
    phone: '0661 45 78 90',
    subject: 'Changer l’adresse e-mail de mon compte',
    message: 'Bonjour, je n’ai plus accès à mon ancienne adresse e-mail. Comment la changer ?',
    locale: 'fr',
    hoursAgo: 120,
    reply:
      'Bonjour Lamia, ouvrez « Mon compte », puis « Adresse e-mail » : un lien de confirmation part vers la nouvelle adresse.',
  },
];

/** Writes the demo's contact messages (and their answers, by the demo operator) once per database. */
export async function seedDemoContact(deps: Deps, operatorUsername: string): Promise<void> {
  const done = await deps.db
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', DEMO_CONTACT_KEY)
    .executeTakeFirst();
  if (done) return;
  const operator = await deps.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', operatorUsername)
    .executeTakeFirst();
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const item of DEMO_CONTACT_MESSAGES) {
      const sentAt = new Date(at.getTime() - item.hoursAgo * 3_600_000);
      const { id } = await trx
        .insertInto('contact_messages')
        .values({
          user_id: null,
          visitor: `demo:${item.email}`,
          email: item.email,
          name: item.name,
          phone: item.phone?.replaceAll(' ', '') ?? null,
          subject: item.subject,
          message: item.message,
          tag: item.tag,
          locale: item.locale,
          created_at: sentAt,
          state: item.state,
          assigned_to: item.reply ? (operator?.id ?? null) : null,
          handled_at: item.state === 'HANDLED' ? new Date(sentAt.getTime() + 2 * 3_600_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (item.reply) {
        await trx
          .insertInto('contact_replies')
          .values({
            message_id: id,
            author_id: operator?.id ?? null,
            text: item.reply,
            mail_id: null,
            created_at: new Date(sentAt.getTime() + 3_600_000),
          })
          .execute();
      }
    }
    await trx.insertInto('app_meta').values({ key: DEMO_CONTACT_KEY, value: at.toISOString() }).execute();
  });
}
