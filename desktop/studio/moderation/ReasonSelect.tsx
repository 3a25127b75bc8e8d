import { MODERATOR_DELETE_REASONS, type ModeratorDeleteReason } from '../../../shared/domain/announcements';
import { useI18n } from '../kernel';

/**
 * The moderators' reasons as a list to choose from (bulk refusals, report groups), in the usual
 * order or in `reasons`' (a report group offers first the one its reports point to).
 */
export function ReasonSelect({
  label,
  value,
  onChange,
  reasons = MODERATOR_DELETE_REASONS,
}: {
  label: string;
  value: ModeratorDeleteReason;
  onChange: (reason: ModeratorDeleteReason) => void;
  reasons?: readonly ModeratorDeleteReason[];
}) {
  const { t } = useI18n();
  return (
    <select
      className="moderation__reason-select"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as ModeratorDeleteReason)}
    >
      {reasons.map((reason) => (
        <option key={reason} value={reason}>
          {t(`moderation.reasons.${reason}`)}
        </option>
      ))}
    </select>
  );
}
