import { useRef, useState } from 'react';
import { useMutation } from 'urql';
import type { AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../../shared/domain/errors';
import {
  AnnouncementBookmarkAddDocument,
  AnnouncementBookmarkRemoveDocument,
  AnnouncementDislikeDocument,
  AnnouncementLikeDocument,
} from '../../../../../shared/graphql/generated';
import { useActionGate, type ActionGate } from './action-gate';
import { errorCodeOf, errorExtensionOf } from './graphql-errors';

/** What the reactions need of an announcement (the card's and the page's fields both have it). */
export interface ReactableAnnouncement {
  id: string;
  status: AnnouncementStatus;
  likeCount: number;
  userReaction: { isLiked: boolean; isBookmarked: boolean };
}

interface ReactionState {
  isLiked: boolean;
  isBookmarked: boolean;
  likeCount: number;
}

/** The like and bookmark state of an announcement and the actions that toggle them. */
export interface Reactions extends ReactionState {
  toggleLike: () => Promise<void>;
  toggleBookmark: () => Promise<void>;
  /** The gate the actions go through; render `<GateDialogs gate={reactions.gate} />` when the hook owns it. */
  gate: ActionGate;
}

const stateOf = (announcement: ReactableAnnouncement): ReactionState => ({
  isLiked: announcement.userReaction.isLiked,
  isBookmarked: announcement.userReaction.isBookmarked,
  likeCount: announcement.likeCount,
});

const keyOf = (state: ReactionState) => `${state.isLiked}:${state.isBookmarked}:${state.likeCount}`;

/**
 * Like and bookmark of one announcement (spec §4 "Reactions"): each toggles at once
 * (optimistic) and is reverted silently when the server errors or does not confirm; the like
 * count comes from the server's reply. Visitors get the connection dialog and inactive
 * announcements the status dialog, through `gate` (the page passes its own so one pair of
 * dialogs serves every action; a card lets the hook own one).
 */
export function useReactions(announcement: ReactableAnnouncement, sharedGate?: ActionGate): Reactions {
  const ownGate = useActionGate(announcement);
  const gate = sharedGate ?? ownGate;
  const [, like] = useMutation(AnnouncementLikeDocument);
  const [, dislike] = useMutation(AnnouncementDislikeDocument);
  const [, bookmarkAdd] = useMutation(AnnouncementBookmarkAddDocument);
  const [, bookmarkRemove] = useMutation(AnnouncementBookmarkRemoveDocument);
  const [state, setState] = useState(() => stateOf(announcement));
  // New server data (a refetch) replaces the local state; adjusted while rendering, as React advises.
  const [serverKey, setServerKey] = useState(() => keyOf(stateOf(announcement)));
  const incoming = stateOf(announcement);
  if (keyOf(incoming) !== serverKey) {
    setServerKey(keyOf(incoming));
    setState(incoming);
  }
  // A second click while the first is on its way would race it; it is ignored.
  const busy = useRef({ like: false, bookmark: false });

  const blockIfInactive = (error: Parameters<typeof errorCodeOf>[0]) => {
    if (errorCodeOf(error) !== ErrorCode.ANNOUNCEMENT_NOT_ACTIVE) return;
    const status = errorExtensionOf(error, 'status');
    gate.block({ kind: 'status', status: (typeof status === 'string' ? status : 'EXPIRED') as AnnouncementStatus });
  };

  const toggleLike = async () => {
    if (busy.current.like || !gate.allow()) return;
    busy.current.like = true;
    const before = state;
    const wanted = !before.isLiked;
    setState((current) => ({
      ...current,
      isLiked: wanted,
      likeCount: Math.max(0, current.likeCount + (wanted ? 1 : -1)),
    }));
    try {
      const result = wanted ? await like({ id: announcement.id }) : await dislike({ id: announcement.id });
      const reply =
        result.data &&
        ('announcementLike' in result.data ? result.data.announcementLike : result.data.announcementDislike);
      if (!reply || reply.status !== wanted) {
        setState((current) => ({ ...current, isLiked: before.isLiked, likeCount: reply?.count ?? before.likeCount }));
        blockIfInactive(result.error);
      } else {
        setState((current) => ({ ...current, likeCount: reply.count }));
      }
    } finally {
      busy.current.like = false;
    }
  };

  const toggleBookmark = async () => {
    if (busy.current.bookmark || !gate.allow()) return;
    busy.current.bookmark = true;
    const before = state.isBookmarked;
    const wanted = !before;
    setState((current) => ({ ...current, isBookmarked: wanted }));
    try {
      const result = wanted
        ? await bookmarkAdd({ id: announcement.id })
        : await bookmarkRemove({ id: announcement.id });
      const reply =
        result.data &&
        ('announcementBookmarkAdd' in result.data
          ? result.data.announcementBookmarkAdd
          : result.data.announcementBookmarkRemove);
      if (!reply || reply.status !== wanted) {
        setState((current) => ({ ...current, isBookmarked: before }));
        blockIfInactive(result.error);
      }
    } finally {
      busy.current.bookmark = false;
    }
  };

  return { ...state, toggleLike, toggleBookmark, gate };
}
