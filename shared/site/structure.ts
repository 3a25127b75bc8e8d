import type { SiteBlock, SiteDocument } from './document';
import type { SiteCapability } from './plans';

/** A block tree's shape: ids, types and nesting, without attributes or layouts. */
function blockShape(blocks: readonly SiteBlock[] | undefined): unknown[] {
  return (blocks ?? []).map((block) => [block.id, block.type, blockShape(block.blocks)]);
}

/** The layouts of a block tree, by block id; a Grid's placement of its blocks is part of its layout. */
function blockLayouts(blocks: readonly SiteBlock[] | undefined, into: Record<string, string> = {}) {
  for (const block of blocks ?? []) {
    into[block.id] =
      block.type === 'Grid' ? `${block.layout ?? ''}|${canonical(block.attrs.layouts ?? null)}` : (block.layout ?? '');
    blockLayouts(block.blocks, into);
  }
  return into;
}

/**
 * JSON with every object's keys in one order: a document read back from the database (jsonb
 * orders keys its own way) and the same document as the studio sends it compare equal.
 */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * The capabilities a change from one document to another uses beyond editing content (spec §6):
 * `pages` when pages are added, removed, reordered, renamed (their slug) or hidden; `blocks` when
 * blocks are added, removed, moved or pinned; `design` when a block's layout or a grid's placement
 * of its blocks changes; `queries`
 * when the queries change. Attributes, theme and page titles are content (props, theme,
 * inline-editing), which every plan allows.
 */
export function structuralChanges(before: SiteDocument, after: SiteDocument): SiteCapability[] {
  const used: SiteCapability[] = [];
  const pagesOf = (doc: SiteDocument) => doc.pages.map((page) => [page.id, page.slug, page.type, page.visible]);
  if (!same(pagesOf(before), pagesOf(after))) used.push('pages');
  // Blocks of pages on both sides only: a page added or removed with its blocks is `pages`' business.
  const kept = new Set(before.pages.map((page) => page.id).filter((id) => after.pages.some((page) => page.id === id)));
  const treeOf = (doc: SiteDocument) => [
    blockShape(doc.headers),
    blockShape(doc.footers),
    doc.pages
      .filter((page) => kept.has(page.id))
      .map((page) => [page.id, blockShape(page.blocks)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  ];
  if (!same(treeOf(before), treeOf(after))) used.push('blocks');
  const layoutsOf = (doc: SiteDocument) =>
    blockLayouts([...doc.headers, ...doc.footers, ...doc.pages.flatMap((page) => page.blocks)]);
  const layoutsBefore = layoutsOf(before);
  const layoutsAfter = layoutsOf(after);
  // Only blocks present on both sides: a new block's layout is the `blocks` capability's business.
  if (Object.keys(layoutsAfter).some((id) => id in layoutsBefore && layoutsBefore[id] !== layoutsAfter[id])) {
    used.push('design');
  }
  if (!same(before.queries, after.queries)) used.push('queries');
  return used;
}
