import type { Client } from 'urql';
import type { FormValues } from '../../../../../shared/announcement-form/values';
import {
  AnnouncementDraftDiscardDocument,
  AnnouncementDraftDocument,
  AnnouncementDraftSaveDocument,
} from '../../../../../shared/graphql/generated';
import { stepFromQuery, type PublishStep } from './steps';

/**
 * A publishing form kept while it is typed: on this device (localStorage, at once, even offline)
 * and, for a new announcement, on the server (so another device or a cleared browser finds it).
 * The newer of the two is taken back when the form opens again.
 */
export interface KeptDraft {
  version: 1;
  step: PublishStep;
  values: FormValues;
  /** ISO time of the last change kept. */
  savedAt: string;
}

/** Where this device keeps a member's draft: one for a new announcement, one per announcement edited. */
export function draftKey(memberId: string, announcementId?: string): string {
  return announcementId ? `souk.draft.${memberId}.edit.${announcementId}` : `souk.draft.${memberId}.new`;
}

/** A kept draft read back, or null when it is absent or not one this version wrote. */
export function draftOf(raw: unknown): KeptDraft | null {
  if (raw === null || typeof raw !== 'object') return null;
  const draft = raw as Partial<KeptDraft>;
  if (draft.version !== 1 || typeof draft.savedAt !== 'string' || Number.isNaN(Date.parse(draft.savedAt))) return null;
  const values = draft.values as Partial<FormValues> | undefined;
  if (!values || typeof values !== 'object' || !Array.isArray(values.pictures) || !Array.isArray(values.phones)) {
    return null;
  }
  return { version: 1, step: stepFromQuery(draft.step ?? null), values: values as FormValues, savedAt: draft.savedAt };
}

/** The newer of two drafts (either may be missing). */
export function newerDraft(a: KeptDraft | null, b: KeptDraft | null): KeptDraft | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a.savedAt) >= Date.parse(b.savedAt) ? a : b;
}

/** True when a form holds something worth keeping (a blank form is no draft). */
export function isWorthKeeping(values: FormValues): boolean {
  return (
    values.categoryId !== null ||
    values.title.trim() !== '' ||
    values.description.trim() !== '' ||
    values.pictures.length > 0 ||
    values.cities.length > 0 ||
    values.price.trim() !== ''
  );
}

export const localDrafts = {
  read(key: string): KeptDraft | null {
    try {
      const text = window.localStorage.getItem(key);
      return text ? draftOf(JSON.parse(text)) : null;
    } catch {
      return null;
    }
  },
  write(key: string, draft: KeptDraft): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // A full or forbidden storage: the server's copy is what remains.
    }
  },
  clear(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};

/** The member's draft on the server; null when there is none or it cannot be read now. */
export async function readServerDraft(client: Client): Promise<KeptDraft | null> {
  const result = await client.query(AnnouncementDraftDocument, {}, { requestPolicy: 'network-only' }).toPromise();
  return draftOf(result.data?.myAnnouncementDraft?.values ?? null);
}

/** Keeps the draft on the server; false when it could not (offline: this device keeps it meanwhile). */
export async function saveServerDraft(client: Client, draft: KeptDraft): Promise<boolean> {
  const result = await client.mutation(AnnouncementDraftSaveDocument, { values: draft }).toPromise();
  return !result.error;
}

export async function discardServerDraft(client: Client): Promise<void> {
  await client.mutation(AnnouncementDraftDiscardDocument, {}).toPromise();
}
