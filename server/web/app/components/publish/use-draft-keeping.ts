import { useCallback, useEffect, useRef, useState } from 'react';
import type { Client } from 'urql';
import type { AnnouncementFormStore } from '../../../../../shared/announcement-form/store';
import {
  discardServerDraft,
  draftKey,
  isWorthKeeping,
  localDrafts,
  newerDraft,
  readServerDraft,
  saveServerDraft,
  type KeptDraft,
} from './drafts';
import type { PublishStep } from './steps';

/** How long typing pauses before the draft is written: on this device, then on the server. */
const LOCAL_DELAY_MS = 300;
const SERVER_DELAY_MS = 2000;

export interface DraftState {
  /** The draft taken back when the form opened, if any. */
  restored: KeptDraft | null;
  /** The member started over (or went back to the saved version): the notice goes. */
  dismissed: boolean;
  /** Editing an existing announcement (its draft stays on this device only). */
  editing: boolean;
  /** Where the latest change is kept. */
  status: 'idle' | 'local' | 'server' | 'offline';
  startOver: () => void;
  /** The form was sent: its drafts go, and nothing more is kept. */
  forget: () => void;
}

/**
 * Keeps the publishing form as it is typed (issue 19: nothing typed is lost on a refusal, a reload
 * or a lost connection). Every change is written to this device at once; a new announcement's
 * form also goes to the server a moment later, and again when the connection comes back. When
 * the form opens, the newer of the two copies is taken back.
 */
export function useDraftKeeping({
  form,
  client,
  memberId,
  announcementId,
  step,
  ready,
}: {
  form: AnnouncementFormStore;
  client: Client;
  memberId: string;
  announcementId?: string;
  step: PublishStep;
  ready: boolean;
}): DraftState {
  const editing = announcementId !== undefined;
  const key = draftKey(memberId, announcementId);
  const [restored, setRestored] = useState<KeptDraft | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [status, setStatus] = useState<DraftState['status']>('idle');
  const [keeping, setKeeping] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const stopped = useRef(false);
  const pendingServer = useRef<KeptDraft | null>(null);

  // Once the form is open: the newer kept copy comes back.
  useEffect(() => {
    if (!ready || keeping) return;
    let live = true;
    void (async () => {
      if (form.getState().phase !== 'ready') return;
      const local = localDrafts.read(key);
      const remote = editing ? null : await readServerDraft(client).catch(() => null);
      const chosen = newerDraft(local, remote);
      if (live && chosen && isWorthKeeping(chosen.values)) {
        await form.getState().restore(chosen.values);
        setRestored(chosen);
      }
      if (live) setKeeping(true);
    })();
    return () => {
      live = false;
    };
  }, [ready, keeping, form, client, key, editing]);

  const sendToServer = useCallback(async () => {
    const draft = pendingServer.current;
    if (!draft || stopped.current) return;
    const ok = await saveServerDraft(client, draft).catch(() => false);
    if (stopped.current) return;
    if (ok && pendingServer.current === draft) pendingServer.current = null;
    setStatus(ok ? 'server' : 'offline');
  }, [client]);

  const keep = useCallback(() => {
    if (stopped.current) return;
    const { values } = form.getState();
    if (!isWorthKeeping(values)) return;
    const draft: KeptDraft = { version: 1, step: stepRef.current, values, savedAt: new Date().toISOString() };
    localDrafts.write(key, draft);
    setStatus((current) => (current === 'offline' ? current : 'local'));
    if (!editing) pendingServer.current = draft;
  }, [form, key, editing]);

  // Every change of the values (and of the step) is kept.
  useEffect(() => {
    if (!keeping) return;
    let localTimer: ReturnType<typeof setTimeout> | undefined;
    let serverTimer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(localTimer);
      clearTimeout(serverTimer);
      localTimer = setTimeout(keep, LOCAL_DELAY_MS);
      if (!editing) serverTimer = setTimeout(() => void sendToServer(), SERVER_DELAY_MS);
    };
    const unsubscribe = form.subscribe((state, previous) => {
      if (state.values !== previous.values) schedule();
    });
    const online = () => void sendToServer();
    window.addEventListener('online', online);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      clearTimeout(localTimer);
      clearTimeout(serverTimer);
      // Leaving the page mid-pause: what was typed is still written here.
      keep();
    };
  }, [keeping, form, keep, sendToServer, editing]);

  useEffect(() => {
    if (keeping) keep();
  }, [step, keeping, keep]);

  const startOver = useCallback(() => {
    localDrafts.clear(key);
    pendingServer.current = null;
    if (!editing) void discardServerDraft(client).catch(() => undefined);
    setDismissed(true);
    setStatus('idle');
    // A new form starts blank; an edit goes back to what the server holds.
    void form.getState().start();
  }, [key, editing, client, form]);

  const forget = useCallback(() => {
    stopped.current = true;
    pendingServer.current = null;
    localDrafts.clear(key);
    if (!editing) void discardServerDraft(client).catch(() => undefined);
  }, [key, editing, client]);

  return { restored, dismissed, editing, status, startOver, forget };
}
