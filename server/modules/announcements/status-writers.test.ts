import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../..');
/** The one file allowed to write an announcement's status after its creation. */
const LIFECYCLE = 'modules/announcements/lifecycle.ts';

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support|\.generated\./.test(name) ? [full] : [];
  });
}

/**
 * The places in a source that write `status` on announcements: a Kysely update of the table
 * (aliased or not) whose `.set(...)` names the column, or raw SQL updating it.
 */
export function statusWrites(source: string): number[] {
  const lines: number[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(/updateTable\(\s*'announcements(?: as \w+)?'\s*\)/g)) {
    // The statement runs to its execute; look at its set(...) calls.
    const end = source.indexOf('.execute', match.index);
    const statement = source.slice(match.index, end === -1 ? undefined : end);
    if (/\.set\(\s*\{[^}]*\bstatus\s*[:,}]/s.test(statement) || /\.set\(\s*\(eb\)[^;]*\bstatus\s*:/s.test(statement)) {
      lines.push(lineOf(match.index));
    }
  }
  for (const match of source.matchAll(/update\s+announcements\b[^`]*?\bset\b[^`]*?\bstatus\s*=/gi)) {
    lines.push(lineOf(match.index));
  }
  return lines;
}

describe('announcement status', () => {
  it('the scan finds the writes it must find', () => {
    expect(statusWrites(`db.updateTable('announcements').set({ status: 'PUBLISHED' }).execute()`)).toEqual([1]);
    expect(
      statusWrites(`trx\n  .updateTable('announcements as a')\n  .set({ updated_at: now, status })\n  .execute()`),
    ).toEqual([2]);
    expect(statusWrites('sql`update announcements set refreshed_at = now(), status = ${s}`')).toEqual([1]);
    expect(statusWrites(`db.updateTable('announcements').set({ is_comment_enabled: true }).execute()`)).toEqual([]);
  });

  it('is written by the lifecycle only: no other server file updates it', () => {
    const writers = sources(serverRoot).flatMap((file) => {
      const relative = path.relative(serverRoot, file);
      if (relative === LIFECYCLE) return [];
      return statusWrites(readFileSync(file, 'utf8')).map((line) => `${relative}:${line}`);
    });
    expect(writers).toEqual([]);
    // And the lifecycle does write it.
    expect(statusWrites(readFileSync(path.join(serverRoot, LIFECYCLE), 'utf8')).length).toBeGreaterThan(0);
  });
});
