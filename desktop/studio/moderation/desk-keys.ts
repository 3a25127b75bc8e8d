import { MODERATOR_DELETE_REASONS, type ModeratorDeleteReason } from '../../../shared/domain/announcements';
import type { Decision, ReasonKind } from './desk';

/** What a key does on the desk. */
export type DeskCommand =
  | { kind: 'takeNext' }
  | { kind: 'decide'; decision: Decision }
  | { kind: 'picker'; reason: ReasonKind }
  | { kind: 'closePicker' }
  | { kind: 'skip' }
  | { kind: 'stop' };

/**
 * The desk's keys, by physical key (`KeyboardEvent.code`): the same keys work on a French,
 * English or Arabic layout. The letters are what the buttons show.
 */
export const DESK_KEYS = {
  next: { code: 'KeyN', label: 'N' },
  publish: { code: 'KeyP', label: 'P' },
  refuse: { code: 'KeyR', label: 'R' },
  delete: { code: 'KeyD', label: 'D' },
  skip: { code: 'KeyS', label: 'S' },
  stop: { code: 'Escape', label: 'Esc' },
} as const;

/** The reason a digit picks in the reason list as offered: 1 for the first. */
function reasonOf(code: string, reasons: readonly ModeratorDeleteReason[]) {
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(code)?.[1];
  return digit === undefined ? undefined : reasons[Number(digit) - 1];
}

/** The command of a key press in the desk's state, or null when the key does nothing there. */
export function deskCommand(
  code: string,
  state: {
    opened: boolean;
    picker: ReasonKind | null;
    busy: boolean;
    /** The reasons in the order the picker shows them (the reports' one first); the usual order by default. */
    reasons?: readonly ModeratorDeleteReason[];
  },
): DeskCommand | null {
  if (state.busy) return null;
  if (state.picker) {
    if (code === 'Escape') return { kind: 'closePicker' };
    const reason = reasonOf(code, state.reasons ?? MODERATOR_DELETE_REASONS);
    return reason ? { kind: 'decide', decision: { kind: state.picker, reason } } : null;
  }
  if (!state.opened) return code === DESK_KEYS.next.code ? { kind: 'takeNext' } : null;
  switch (code) {
    case DESK_KEYS.publish.code:
      return { kind: 'decide', decision: { kind: 'PUBLISH' } };
    case DESK_KEYS.refuse.code:
      return { kind: 'picker', reason: 'REFUSE' };
    case DESK_KEYS.delete.code:
      return { kind: 'picker', reason: 'DELETE' };
    case DESK_KEYS.skip.code:
      return { kind: 'skip' };
    case DESK_KEYS.stop.code:
      return { kind: 'stop' };
    default:
      return null;
  }
}
