import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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

interface ActingValue {
  /** The member's stores (none for visitors and anonymous sessions). */
  stores: ActingStore[];
  /** The store the member acts as now (null: themselves). */
  acting: ActingStore | null;
  actAs: (storeId: string | null) => void;
}

const NOBODY: ActingValue = { stores: [], acting: null, actAs: () => {} };
const ActingContext = createContext<ActingValue>(NOBODY);

/**
 * Holds the member's stores and the choice for the whole page: the account menu that changes it
 * and the comment forms that read it share one query and one state, so a form shows the store
 * the moment it is chosen.
 */
export function ActingStoreProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const memberId = isMember(viewer) ? viewer.id : null;
  const [{ data }] = useQuery({ query: MemberStoresDocument, pause: memberId === null });
  const stores = useMemo(() => (memberId === null ? [] : (data?.myStores ?? [])), [memberId, data]);
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
  const value = useMemo(
    () => ({ stores, acting: stores.find((store) => store.id === chosen) ?? null, actAs }),
    [stores, chosen, actAs],
  );
  return <ActingContext.Provider value={value}>{children}</ActingContext.Provider>;
}

/** The member's stores (none for visitors and anonymous sessions). */
export function useMemberStores(): ActingStore[] {
  return useContext(ActingContext).stores;
}

/** The store the member acts as now (null: themselves), and the way to change it. */
export function useActingStore(): Pick<ActingValue, 'acting' | 'actAs'> {
  const { acting, actAs } = useContext(ActingContext);
  return { acting, actAs };
}
