import { describe, expect, it } from 'vitest';
import {
  addDays,
  algerianDay,
  daysIn,
  daysOf,
  lastDays,
  periodProblem,
  startOfDay,
  STATISTICS_LIMITS,
} from './statistics';

describe('statistics periods in Algeria’s days', () => {
  it('reads the day of an instant in Algiers (UTC+1)', () => {
    expect(algerianDay(new Date('2026-02-28T22:59:59Z'))).toBe('2026-02-28');
    expect(algerianDay(new Date('2026-02-28T23:00:00Z'))).toBe('2026-03-01');
    expect(startOfDay('2026-03-01')?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });

  it('counts and lists days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    // 23:30 UTC on 1 March is already 2 March in Algiers: the week ends that day.
    expect(lastDays(7, new Date('2026-03-01T23:30:00Z'))).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });

  it('refuses what is not a bounded period of days', () => {
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('notADay');
    expect(periodProblem({ from: '2026-3-1', to: '2026-03-01' })).toBe('notADay');
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    const to = addDays('2026-01-01', STATISTICS_LIMITS.maxDays - 1);
    expect(daysIn({ from: '2026-01-01', to })).toBe(STATISTICS_LIMITS.maxDays);
    expect(periodProblem({ from: '2026-01-01', to })).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: addDays(to, 1) })).toBe('tooLong');
  });
});
