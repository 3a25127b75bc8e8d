import { describe, expect, it } from 'vitest';
import { templateDocument } from '../state/test-support';
import { LocalQueue, landKey, type PendingEdits } from './local-queue';
import { MemoryStorage } from './memory-api.test-support';

const entry = (key: string): PendingEdits => ({
  landKey: key,
  baseVersion: 4,
  document: templateDocument(),
  edits: [{ kind: 'action', action: { type: 'theme/set', theme: { dark: true } } }],
  updatedAt: 1,
});

describe('local queue', () => {
  it('keeps one entry per land, restores it as written, and forgets it when cleared', () => {
    const storage = new MemoryStorage();
    const queue = new LocalQueue(storage);
    const store = landKey('STORE', '1');
    const market = landKey('MARKET', '1');
    expect(queue.save(entry(store))).toBe(true);
    expect(queue.save(entry(market))).toBe(true);
    // A new queue over the same storage: what a reloaded window sees.
    const reloaded = new LocalQueue(storage);
    expect(reloaded.restore(store)).toEqual(entry(store));
    reloaded.clear(store);
    expect(reloaded.restore(store)).toBeNull();
    expect(reloaded.restore(market)).not.toBeNull();
  });

  it('ignores what it cannot read, and says when the storage refuses to write', () => {
    const storage = new MemoryStorage();
    const key = landKey('STORE', '2');
    storage.setItem(`souk-studio:pending:${key}`, '{not json');
    expect(new LocalQueue(storage).restore(key)).toBeNull();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(new LocalQueue(full).save(entry(key))).toBe(false);
  });
});
