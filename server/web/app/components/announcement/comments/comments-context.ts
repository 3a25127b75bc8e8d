import { createContext, useContext } from 'react';
import type { ActionGate } from '../action-gate';

/** What every comment of the section needs to know about its announcement. */
export interface CommentsContextValue {
  announcementId: string;
  /** The announcer's user id: their comments carry the seller mark and they may delete any comment. */
  announcerId: string;
  /** The page's gate: visitors get the connection dialog, an inactive announcement the status dialog. */
  gate: ActionGate;
}

const CommentsContext = createContext<CommentsContextValue | null>(null);
export const CommentsProvider = CommentsContext.Provider;

/** The comment section's announcement and gate. */
export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('useCommentsContext outside CommentsProvider');
  return value;
}
