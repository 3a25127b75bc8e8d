import { enablePatches, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyCheckedPatches, deepEqual, expectationsOf, getIn } from './patches';

enablePatches();

const base = { list: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], title: { fr: 'x', ar: '' } };
type Doc = typeof base;

/** The patches of a change and what they expect, as the store records an undo step. */
function undoStep(change: (draft: Doc) => void) {
  const [after, , inverse] = produceWithPatches(base, change);
  return { after, inverse, expect: expectationsOf(after, inverse) };
}

describe('checked patches', () => {
  it('reads paths and compares JSON values', () => {
    expect(getIn(base, ['list', 1, 'id'])).toBe('b');
    expect(getIn(base, ['list', 7, 'id'])).toBeUndefined();
    expect(getIn(base, ['title', 'fr', 'x'])).toBeUndefined();
    expect(deepEqual({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
  });

  it('undoes an insertion on the document it was made on', () => {
    const step = undoStep((draft) => {
      draft.list.splice(0, 0, { id: 'z' });
    });
    expect(applyCheckedPatches(step.after, step.inverse, step.expect)).toEqual(base);
  });

  it('refuses to undo an insertion where another item now sits (it would overwrite it)', () => {
    const step = undoStep((draft) => {
      draft.list.splice(0, 0, { id: 'z' });
    });
    // Another editor put 'y' first: the positional patches no longer describe this list.
    const theirs = { ...step.after, list: [{ id: 'y' }, ...step.after.list] };
    expect(applyCheckedPatches(theirs, step.inverse, step.expect)).toBeNull();
  });

  it('still undoes when the other changes lie elsewhere, or after the items it touches', () => {
    const step = undoStep((draft) => {
      draft.list.splice(0, 0, { id: 'z' });
    });
    const theirs = { title: { fr: 'autre', ar: '' }, list: [...step.after.list, { id: 'end' }] };
    expect(applyCheckedPatches(theirs, step.inverse, step.expect)).toEqual({
      title: { fr: 'autre', ar: '' },
      list: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'end' }],
    });
  });

  it('refuses to undo a field another editor changed since', () => {
    const step = undoStep((draft) => {
      draft.title.fr = 'mine';
    });
    const theirs = { ...step.after, title: { fr: 'theirs', ar: '' } };
    expect(applyCheckedPatches(theirs, step.inverse, step.expect)).toBeNull();
    expect(applyCheckedPatches(step.after, step.inverse, [])).toBeNull();
  });
});
