import { describe, expect, it } from 'vitest';
import { partyKey, reachedBy, threadTarget } from './thread-id';

describe('messenger thread addresses', () => {
  it('reads an announcement’s thread, a conversation’s, and refuses anything else', () => {
    expect(threadTarget('announcement-12')).toEqual({ announcementId: '12' });
    expect(threadTarget('345')).toEqual({ conversationId: '345' });
    expect(threadTarget('store-7')).toEqual({ storeId: '7' });
    for (const id of [
      undefined,
      '',
      'announcement-',
      'announcement-x',
      'store-',
      'store-x',
      '12a',
      '-1',
      '1'.repeat(20),
    ]) {
      expect(threadTarget(id), String(id)).toBeNull();
    }
  });

  it('names sides as the server’s events do and compares ids as numbers, not text', () => {
    expect(partyKey({ type: 'USER', id: '7' })).toBe('U:7');
    expect(partyKey({ type: 'STORE', id: '3' })).toBe('S:3');
    expect(reachedBy('9', '10')).toBe(true);
    expect(reachedBy('10', '10')).toBe(true);
    expect(reachedBy('11', '10')).toBe(false);
    expect(reachedBy('9', null)).toBe(false);
  });
});
