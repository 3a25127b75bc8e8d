import { CalendarDays, Settings } from 'lucide-react';
import { formatDay } from '../../../../../shared/domain/format';
import type { MemberProfileQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

export type Member = NonNullable<MemberProfileQuery['user']>;

/** The name a member goes by: the display name, else the username. */
export function memberName(member: Member): string {
  return member.displayName || member.username || '';
}

/** The picture of a member, or the first letter of their name on the brand colour. */
function Avatar({ member }: { member: Member }) {
  if (member.avatarUrl) return <img className="member-avatar" src={member.avatarUrl} alt="" width={72} height={72} />;
  return (
    <span className="member-avatar member-avatar--initial" aria-hidden="true">
      {[...memberName(member)][0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/**
 * The head of a member (or merchant) page: picture, name, "member since", and for the member
 * themself the way to the settings.
 */
export function MemberHeader({ member, own, label }: { member: Member; own: boolean; label?: string }) {
  const { t } = useI18n();
  const name = memberName(member);
  return (
    <header className="member-header">
      <Avatar member={member} />
      <div className="member-header__text">
        {label ? <p className="member-header__label">{label}</p> : null}
        <h1>{name}</h1>
        {member.username && member.username !== name ? (
          <p className="member-header__username">
            <bdi dir="ltr">@{member.username}</bdi>
          </p>
        ) : null}
        <p className="member-header__since">
          <CalendarDays aria-hidden="true" size={16} />
          {t('portal.account.member.memberSince', { date: formatDay(new Date(member.memberSince)) })}
        </p>
      </div>
      {own ? (
        <Link href={paths.profileSettings()} className="button member-header__action">
          <Settings aria-hidden="true" size={18} />
          <span>{t('portal.account.member.settings')}</span>
        </Link>
      ) : null}
    </header>
  );
}
