import { Bookmark, Heart } from 'lucide-react';
import { useI18n } from '../../i18n';
import type { Reactions } from './use-reactions';

/**
 * Like (with its count) and bookmark of the announcement page: toggle buttons whose names stay
 * the same while `aria-pressed` tells their state.
 */
export function ReactionBar({ reactions }: { reactions: Reactions }) {
  const { t } = useI18n();
  return (
    <div className="reaction-bar">
      <button
        type="button"
        className="reaction"
        aria-pressed={reactions.isLiked}
        onClick={() => void reactions.toggleLike()}
      >
        <Heart aria-hidden="true" size={18} fill={reactions.isLiked ? 'currentColor' : 'none'} />
        <span>{t('portal.announcement.reactions.like')}</span>
        <span className="reaction__count" data-testid="like-count">
          {reactions.likeCount}
        </span>
      </button>
      <button
        type="button"
        className="reaction"
        aria-pressed={reactions.isBookmarked}
        onClick={() => void reactions.toggleBookmark()}
      >
        <Bookmark aria-hidden="true" size={18} fill={reactions.isBookmarked ? 'currentColor' : 'none'} />
        <span>{t('portal.announcement.reactions.bookmark')}</span>
      </button>
    </div>
  );
}
