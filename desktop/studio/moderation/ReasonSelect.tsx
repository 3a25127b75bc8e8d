import { MODERATOR_DELETE_REASONS, type ModeratorDeleteReason } from '../../../shared/domain/announcements';
import { useI18n } from '../kernel';

/** The moderators' reasons as a list to choose from (bulk refusals, report groups). */
export function ReasonSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ModeratorDeleteReason;
  onChange: (reason: ModeratorDeleteReason) => void;
}) {
  const { t } = useI18n();
  return (
    <select
      className="moderation__reason-select"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as ModeratorDeleteReason)}
    >
      {MODERATOR_DELETE_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {t(`moderation.reasons.${reason}`)}
        </option>
      ))}
    </select>
  );
}
