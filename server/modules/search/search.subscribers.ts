import { subscriber } from '../../core/events';
import { recordSearchWords } from './search-words';

/**
 * The search vocabulary (typo correction, completion) learns the words of announcements as they
 * are created and edited. Counted in the dispatcher's transaction, together with the record that
 * the event was handled, so a redelivered event does not count twice.
 */
export const searchVocabularySubscriber = subscriber({
  name: 'search.vocabulary',
  events: ['announcement.created', 'announcement.edited'],
  async handle(event, { db }) {
    await recordSearchWords(db, event.payload.words);
  },
});
