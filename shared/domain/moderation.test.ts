import { describe, expect, it } from 'vitest';
import { MODERATOR_DELETE_REASONS, REPORT_REASONS } from './announcements';
import { DELETE_REASON_OF_REPORT, deleteReasonsFor, suggestedDeleteReason } from './moderation';

describe('the moderator reason the reports point to', () => {
  it('maps each report reason to a moderator reason, or to none', () => {
    expect(Object.keys(DELETE_REASON_OF_REPORT).sort()).toEqual([...REPORT_REASONS].sort());
    for (const match of Object.values(DELETE_REASON_OF_REPORT)) {
      if (match !== null) expect(MODERATOR_DELETE_REASONS).toContain(match);
    }
    expect(DELETE_REASON_OF_REPORT.INAPPROPRIATE).toBe('INAPPROPRIATE_CONTENT');
    expect(DELETE_REASON_OF_REPORT.WRONG_PHONE).toBeNull();
  });

  it('follows the most given reason that has a match', () => {
    expect(
      suggestedDeleteReason([
        { reason: 'SPAM', count: 1 },
        { reason: 'SCAM', count: 3 },
      ]),
    ).toBe('SCAM');
    // The most given has no match: the next one decides.
    expect(
      suggestedDeleteReason([
        { reason: 'IDENTITY_THEFT', count: 4 },
        { reason: 'INAPPROPRIATE', count: 1 },
      ]),
    ).toBe('INAPPROPRIATE_CONTENT');
    // A tie goes to the reason listed first.
    expect(
      suggestedDeleteReason([
        { reason: 'WRONG_CATEGORY', count: 2 },
        { reason: 'SPAM', count: 2 },
      ]),
    ).toBe('WRONG_CATEGORY');
    expect(suggestedDeleteReason([{ reason: 'WRONG_PHONE', count: 2 }])).toBeNull();
    expect(suggestedDeleteReason([])).toBeNull();
  });

  it('offers the suggested reason first and the others in their usual order', () => {
    const ordered = deleteReasonsFor([{ reason: 'SCAM', count: 2 }]);
    expect(ordered[0]).toBe('SCAM');
    expect([...ordered].sort()).toEqual([...MODERATOR_DELETE_REASONS].sort());
    expect(ordered.slice(1)).toEqual(MODERATOR_DELETE_REASONS.filter((reason) => reason !== 'SCAM'));
    expect(deleteReasonsFor([{ reason: 'WRONG_PHONE', count: 1 }])).toEqual(MODERATOR_DELETE_REASONS);
  });
});
