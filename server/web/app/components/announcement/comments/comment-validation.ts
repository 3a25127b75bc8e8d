import { COMMENT_LIMITS } from '../../../../../../shared/domain/announcements';

/** Why a comment cannot be sent as typed: the spec's two cases (§5), checked before the server does. */
export type CommentProblem = 'empty' | 'tooLong';

/** Characters as a reader counts them (an emoji or an Arabic letter is one), as the server counts them. */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/** The problem of a comment's text, or null when it can be sent. */
export function commentProblem(text: string): CommentProblem | null {
  const length = commentLength(text);
  if (length === 0) return 'empty';
  if (length > COMMENT_LIMITS.contentMax) return 'tooLong';
  return null;
}
