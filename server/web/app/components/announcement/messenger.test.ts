import { describe, expect, it } from 'vitest';
import { messengerPath } from './messenger';

describe('the messenger thread of an announcement', () => {
  it('is followed as a portal path when it is on the public site', () => {
    expect(messengerPath('https://souk.dz/messages/thread/announcement-12', 'https://souk.dz')).toBe(
      '/messages/thread/announcement-12',
    );
    expect(messengerPath('/messages/thread/announcement-12', 'https://souk.dz')).toBe(
      '/messages/thread/announcement-12',
    );
  });

  it('keeps web addresses elsewhere whole and refuses other schemes', () => {
    expect(messengerPath('https://chat.souk.dz/t/1', 'https://souk.dz')).toBe('https://chat.souk.dz/t/1');
    expect(messengerPath('javascript:alert(1)', 'https://souk.dz')).toBeNull();
    expect(messengerPath('//evil.example/x', 'https://souk.dz')).toBeNull();
  });

  it('is null for the announcer, who has no thread with themself', () => {
    expect(messengerPath(null, 'https://souk.dz')).toBeNull();
  });
});
