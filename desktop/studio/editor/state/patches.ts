import { applyPatches, type Patch } from 'immer';

/**
 * Immer patches name places by position (`pages/0/blocks/3`), and an array splice comes out as
 * replacements of every shifted item. Applied to a document that changed meanwhile (another
 * editor's version, a rebased one), they would overwrite whatever now sits at those positions.
 * So every recorded step keeps what it expects to find at each patch's path, and is applied only
 * when the document still holds exactly that there: otherwise it is refused, never half-applied.
 */

/** The value at a path of a JSON-like tree, or undefined when the path does not exist. */
export function getIn(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** Structural equality of JSON-like values (documents share unchanged subtrees, so `===` answers most calls). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => deepEqual(item, other[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = Object.entries(b).filter(([, value]) => value !== undefined);
  if (left.length !== right.length) return false;
  const rightMap = new Map(right);
  return left.every(([key, value]) => rightMap.has(key) && deepEqual(value, rightMap.get(key)));
}

/** What `document` holds at each patch's path (taken just before the patches are applied to it). */
export function expectationsOf(document: unknown, patches: readonly Patch[]): unknown[] {
  return patches.map((patch) => getIn(document, patch.path));
}

/**
 * The patches applied to `document` when it holds what they expect at every path, else null.
 * The check runs on the whole set before anything is applied.
 */
export function applyCheckedPatches<T extends object>(
  document: T,
  patches: readonly Patch[],
  expected: readonly unknown[],
): T | null {
  if (expected.length !== patches.length) return null;
  for (let index = 0; index < patches.length; index += 1) {
    if (!deepEqual(getIn(document, patches[index]!.path), expected[index])) return null;
  }
  try {
    return applyPatches(document, patches as Patch[]);
  } catch {
    return null;
  }
}
