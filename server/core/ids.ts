import { ErrorCode } from '../../shared/domain/errors';
import { AppError } from './errors';

/** Ids of rows with bigint keys (users, announcements, comments...) stay text: they may exceed 2^53. */
const BIGINT_ID = /^\d{1,18}$/;

/**
 * Reads a GraphQL ID argument naming a bigint row. Anything but digits is the caller's mistake
 * (BAD_USER_INPUT, naming the argument); a number too long to be an id matches nothing ('0').
 */
export function parseId(value: string, argument: string): string {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `${argument} must be a numeric id`, { argument });
  }
  return BIGINT_ID.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : '0';
}

/** parseId for a list argument; duplicates are dropped, order kept. */
export function parseIds(values: readonly string[], argument: string): string[] {
  return [...new Set(values.map((value) => parseId(value, argument)))];
}
