import { describe, expect, it } from 'vitest';
import { deepLinkInArguments, formatDeepLink, parseDeepLink } from './deep-link';

describe('souk:// links', () => {
  it('open a land’s editor or a store’s conversation', () => {
    expect(parseDeepLink('souk://land/42')).toEqual({ kind: 'land', landId: '42' });
    expect(parseDeepLink('souk://land/42/')).toEqual({ kind: 'land', landId: '42' });
    expect(parseDeepLink('SOUK://land/42?from=mail')).toEqual({ kind: 'land', landId: '42' });
    expect(parseDeepLink('souk://store/7/conversation/913')).toEqual({
      kind: 'conversation',
      storeId: '7',
      conversationId: '913',
    });
  });

  it('refuse anything else', () => {
    for (const raw of [
      'https://souk.dz/land/42',
      'souk://land/',
      'souk://land/abc',
      'souk://land/42/editor',
      'souk://store/7/conversation',
      'souk://store/x/conversation/1',
      'souk://land/1234567890123456789',
      `souk://land/${'1'.repeat(300)}`,
      'souk:land/42',
      42,
      null,
    ]) {
      expect(parseDeepLink(raw)).toBeNull();
    }
  });

  it('are found among the arguments a second start of the app receives', () => {
    expect(deepLinkInArguments(['/opt/Souk Studio/souk-studio', '--no-sandbox', 'souk://land/5'])).toEqual({
      kind: 'land',
      landId: '5',
    });
    expect(deepLinkInArguments(['/opt/Souk Studio/souk-studio', '--flag'])).toBeNull();
  });

  it('are handed on in their canonical form', () => {
    for (const raw of ['souk://land/42', 'souk://store/7/conversation/913']) {
      expect(formatDeepLink(parseDeepLink(raw)!)).toBe(raw);
    }
    expect(formatDeepLink(parseDeepLink('SOUK://land/42/?x=1')!)).toBe('souk://land/42');
  });
});
