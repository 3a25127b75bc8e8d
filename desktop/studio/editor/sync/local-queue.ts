import type { SiteDocument } from '../../../../shared/site/document';
import type { DocumentEdit } from '../state/store';

/**
 * What an editor has not had acknowledged yet, kept in the renderer's storage so an edit made
 * offline, or just before a crash or a reload, is sent later: the document as the owner left it,
 * the version it was based on and the edits since then (to replay them if that version is stale).
 */
export interface PendingEdits {
  landKey: string;
  baseVersion: number;
  document: SiteDocument;
  edits: DocumentEdit[];
  updatedAt: number;
}

/** The key of a land's queue: one per launch type and land. */
export const landKey = (launchType: string, landId: string): string => `${launchType}:${landId}`;

const PREFIX = 'souk-studio:pending:';

/**
 * The local queue over a Storage (localStorage in the studio). Written synchronously on every
 * change, so nothing acknowledged by the screen is lost when the window closes the next instant.
 */
export class LocalQueue {
  constructor(private readonly storage: Storage) {}

  /** Records the pending state of a land (replacing the previous one). */
  save(entry: PendingEdits): boolean {
    try {
      this.storage.setItem(PREFIX + entry.landKey, JSON.stringify(entry));
      return true;
    } catch {
      // Storage full or unavailable: the sync keeps the edits in memory and says it is not saved.
      return false;
    }
  }

  /** The pending state left for a land, if any (after a crash, a reload or going offline). */
  restore(key: string): PendingEdits | null {
    const raw = this.storage.getItem(PREFIX + key);
    if (!raw) return null;
    try {
      const entry = JSON.parse(raw) as PendingEdits;
      return entry && entry.landKey === key && entry.document ? entry : null;
    } catch {
      return null;
    }
  }

  /** Forgets a land's pending state (once the server acknowledged it). */
  clear(key: string): void {
    this.storage.removeItem(PREFIX + key);
  }
}
