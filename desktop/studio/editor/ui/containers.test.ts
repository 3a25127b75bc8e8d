import { describe, expect, it } from 'vitest';
import { containerKey, DROP_PREFIX, dropTarget, parseContainerKey } from './containers';

describe('container keys', () => {
  it('round-trip every kind of container', () => {
    for (const ref of [
      { kind: 'headers' },
      { kind: 'footers' },
      { kind: 'page', pageId: 'home' },
      { kind: 'nested', blockId: 'grid-1' },
    ] as const) {
      expect(parseContainerKey(containerKey(ref))).toEqual(ref);
    }
    expect(parseContainerKey('elsewhere')).toBeNull();
  });

  it('drop over a block takes its place; over an empty list goes to its end', () => {
    expect(dropTarget({ id: 'b2', container: 'page:home', index: 3 }, () => 9)).toEqual({
      to: { kind: 'page', pageId: 'home' },
      index: 3,
    });
    expect(dropTarget({ id: `${DROP_PREFIX}footers`, container: null, index: null }, () => 2)).toEqual({
      to: { kind: 'footers' },
      index: 2,
    });
    expect(dropTarget({ id: 'x', container: null, index: null }, () => 0)).toBeNull();
  });
});
