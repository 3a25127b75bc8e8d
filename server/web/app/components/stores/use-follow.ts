import { useRef, useState } from 'react';
import { useMutation } from 'urql';
import { StoreFollowDocument, StoreUnfollowDocument } from '../../../../../shared/graphql/generated';
import { isMember, useViewer } from '../../session';

/** What following needs of a store (the directory's card and a store's site both have it). */
export interface FollowableStore {
  id: string;
  iAmFollowing: boolean;
  followerCount: number;
}

interface FollowState {
  following: boolean;
  count: number;
}

/** Following one store: the state and the action. */
export interface Follow extends FollowState {
  toggle: () => Promise<void>;
}

const stateOf = (store: FollowableStore): FollowState => ({
  following: store.iAmFollowing,
  count: store.followerCount,
});
const keyOf = (state: FollowState) => `${state.following}:${state.count}`;

/**
 * Follow and unfollow a store (spec §6: logged-in users follow stores), the way likes and
 * bookmarks behave (spec §4): the button changes at once, the server's reply sets the count,
 * and a failure or an unconfirmed reply puts things back silently. A visitor's press calls
 * `askToSignIn` (the page's one connection dialog); a second press while the first is on its
 * way is ignored.
 */
export function useFollow(store: FollowableStore, askToSignIn: () => void): Follow {
  const viewer = useViewer();
  const [, follow] = useMutation(StoreFollowDocument);
  const [, unfollow] = useMutation(StoreUnfollowDocument);
  const [state, setState] = useState(() => stateOf(store));
  // Fresh server data (a refetch) replaces the local state; adjusted while rendering, as React advises.
  const [serverKey, setServerKey] = useState(() => keyOf(stateOf(store)));
  const incoming = stateOf(store);
  if (keyOf(incoming) !== serverKey) {
    setServerKey(keyOf(incoming));
    setState(incoming);
  }
  const busy = useRef(false);

  const toggle = async () => {
    if (busy.current) return;
    if (!isMember(viewer)) {
      askToSignIn();
      return;
    }
    busy.current = true;
    const before = state;
    const wanted = !before.following;
    setState({ following: wanted, count: Math.max(0, before.count + (wanted ? 1 : -1)) });
    try {
      const result = wanted ? await follow({ id: store.id }) : await unfollow({ id: store.id });
      const reply = result.data && ('storeFollow' in result.data ? result.data.storeFollow : result.data.storeUnfollow);
      if (!reply || reply.iAmFollowing !== wanted) setState(before);
      else setState({ following: reply.iAmFollowing, count: reply.followerCount });
    } catch {
      setState(before);
    } finally {
      busy.current = false;
    }
  };

  return { ...state, toggle };
}
