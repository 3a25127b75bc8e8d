import { describe, expect, it } from 'vitest';
import { COMMENT_LIMITS } from '../../../../../../shared/domain/announcements';
import { commentLength, commentProblem } from './comment-validation';

describe('a comment before it is sent', () => {
  it('must not be empty or only spaces', () => {
    expect(commentProblem('')).toBe('empty');
    expect(commentProblem('  \n ')).toBe('empty');
  });

  it('must not be longer than the shared limit, counted in characters people see', () => {
    expect(commentProblem('é'.repeat(COMMENT_LIMITS.contentMax))).toBeNull();
    expect(commentProblem('a'.repeat(COMMENT_LIMITS.contentMax + 1))).toBe('tooLong');
    expect(commentLength('😀😀')).toBe(2);
  });

  it('accepts a question', () => {
    expect(commentProblem('Toujours disponible ?')).toBeNull();
  });
});
