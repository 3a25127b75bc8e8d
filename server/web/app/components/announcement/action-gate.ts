import { useCallback, useMemo, useState } from 'react';
import { isActiveStatus, type AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { isMember, useViewer } from '../../session';

/** Why a buyer's action was stopped: a visitor must sign in, or the announcement is not active. */
export type Gate = { kind: 'connection' } | { kind: 'status'; status: AnnouncementStatus };

/** The gate of one announcement's buyer actions and the dialog it has open. */
export interface ActionGate {
  gate: Gate | null;
  /**
   * True when the viewer may like, bookmark, report, chat or comment (a member, on an active
   * announcement); otherwise opens the dialog that says why (spec §4) and answers false.
   */
  allow: (options?: { activeOnly?: boolean }) => boolean;
  /** Opens a gate's dialog (the server said the announcement is no longer active). */
  block: (gate: Gate) => void;
  close: () => void;
}

/**
 * Checks buyer actions on an announcement before they reach the server: without a session the
 * connection dialog opens; on an announcement that is not PUBLISHED or EDITED the status dialog.
 */
export function useActionGate(announcement: { status: AnnouncementStatus }): ActionGate {
  const viewer = useViewer();
  const [gate, setGate] = useState<Gate | null>(null);
  const { status } = announcement;
  const allow = useCallback(
    ({ activeOnly = true }: { activeOnly?: boolean } = {}) => {
      if (!isMember(viewer)) {
        setGate({ kind: 'connection' });
        return false;
      }
      if (activeOnly && !isActiveStatus(status)) {
        setGate({ kind: 'status', status });
        return false;
      }
      return true;
    },
    [viewer, status],
  );
  const close = useCallback(() => setGate(null), []);
  return useMemo(() => ({ gate, allow, block: setGate, close }), [gate, allow, close]);
}
