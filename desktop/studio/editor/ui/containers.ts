import type { ContainerRef } from '../state/types';

/** A container ref as one string (dnd-kit's container ids). */
export function containerKey(ref: ContainerRef): string {
  switch (ref.kind) {
    case 'headers':
    case 'footers':
      return ref.kind;
    case 'page':
      return `page:${ref.pageId}`;
    case 'nested':
      return `nested:${ref.blockId}`;
  }
}

/** The container ref a key names, or null. */
export function parseContainerKey(key: string): ContainerRef | null {
  if (key === 'headers' || key === 'footers') return { kind: key };
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (!id) return null;
  if (kind === 'page') return { kind: 'page', pageId: id };
  if (kind === 'nested') return { kind: 'nested', blockId: id };
  return null;
}

/** Drop ids of containers themselves (an empty list still takes a drop); block ids are plain. */
export const DROP_PREFIX = 'drop:';

/**
 * Where a drag ends: over another block (its container, its index) or over a container's own
 * drop zone (its end). Null when it goes nowhere new.
 */
export function dropTarget(
  over: { id: string; container: string | null; index: number | null },
  lengthOf: (container: string) => number,
): { to: ContainerRef; index: number } | null {
  if (over.id.startsWith(DROP_PREFIX)) {
    const key = over.id.slice(DROP_PREFIX.length);
    const to = parseContainerKey(key);
    return to ? { to, index: lengthOf(key) } : null;
  }
  if (over.container === null || over.index === null) return null;
  const to = parseContainerKey(over.container);
  return to ? { to, index: over.index } : null;
}
