import type { Deps } from '../../deps';

/** A small, deterministic demo set for a developer's first `npm start`. */
export async function seedDemoData(_deps: Deps): Promise<void> {
  // Filled as domains land (users now; announcements with the marketplace issue).
}
