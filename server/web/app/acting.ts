import { useCallback, useSyncExternalStore } from 'react';
import { MemberStoresDocument } from '../../../shared/graphql/generated';
import { useQuery } from '../../../shared/graphql/use-query';
import { isMember, useViewer } from './session';

/**
 * Who the member acts as on the portal (issue 19, the account switcher): themselves, or one of
 * their stores, so that their comments are posted as the store. The choice is this browser's
 * (kept in localStorage per member); a store the member no longer belongs to is ignored.
 */
export interface ActingStore {
  id: string;
  name: string;
  slug: string;
}

const listeners = new Set<() => void>();
const keyOf = (memberId: string) => `souk.actingAs.${memberId}`;

function read(memberId: string | null): string | null {
  if (!memberId || typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(keyOf(memberId));
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('souk.actingAs.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The member's stores (none for visitors and anonymous sessions). */
export function useMemberStores(): ActingStore[] {
  const viewer = useViewer();
  const [{ data }] = useQuery({ query: MemberStoresDocument, pause: !isMember(viewer) });
  return isMember(viewer) ? (data?.myStores ?? []) : [];
}

/** The store the member acts as now (null: themselves), and the way to change it. */
export function useActingStore(): { acting: ActingStore | null; actAs: (storeId: string | null) => void } {
  const viewer = useViewer();
  const memberId = isMember(viewer) ? viewer.id : null;
  const stores = useMemberStores();
  // The server renders the member themselves: the choice is read once the page runs.
  const chosen = useSyncExternalStore(
    subscribe,
    () => read(memberId),
    () => null,
  );
  const actAs = useCallback(
    (storeId: string | null) => {
      if (!memberId) return;
      try {
        if (storeId) window.localStorage.setItem(keyOf(memberId), storeId);
        else window.localStorage.removeItem(keyOf(memberId));
      } catch {
        // Storage refused: the choice lasts as long as nothing re-reads it.
      }
      for (const listener of listeners) listener();
    },
    [memberId],
  );
  return { acting: stores.find((store) => store.id === chosen) ?? null, actAs };
}
