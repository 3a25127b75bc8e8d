import { Check, Plus } from 'lucide-react';
import { useI18n } from '../../i18n';
import type { Follow } from './use-follow';

/** The follow button of a store card: "Follow", or "Following" (pressed) once followed. */
export function FollowButton({ follow, name }: { follow: Follow; name: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={follow.following ? 'button follow-button is-following' : 'button button--primary follow-button'}
      aria-pressed={follow.following}
      onClick={() => void follow.toggle()}
    >
      {follow.following ? <Check aria-hidden="true" size={16} /> : <Plus aria-hidden="true" size={16} />}
      <span>{t(follow.following ? 'portal.stores.card.following' : 'portal.stores.card.follow')}</span>
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
