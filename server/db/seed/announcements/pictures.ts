import type { Deps } from '../../../deps';
import type { CategoryModel } from '../../../modules/catalog';
import type { CatalogSnapshot } from '../../../modules/catalog';
import { writePictureFiles, type PreparedPicture } from '../../../modules/media';
import { MEDIA_MIME_TYPE, processPicture, storageKeyOf } from '../../../modules/media';
import { PICTURE_HEIGHT, PICTURE_WIDTH, renderPicture } from './picture-drawing';
import { CATEGORY_WEIGHTS } from './vocabulary';
import type { PictureChooser, PoolPicture } from './writer';

/** A picture of the pool and the category it shows. */
interface PoolEntry extends PoolPicture {
  categoryId: number;
  rootId: number;
  source: Buffer;
}

/**
 * A small set of generated pictures shared by many announcements. Media rows of announcements
 * point at the pool's storage keys (content addressing: one set of files per picture), so a
 * million announcements cost no picture processing beyond the pool's.
 *
 * Processing the pool (a WebP per size) runs in the background while announcements are
 * written; `store` then waits for it and puts the files in the media storage.
 */
export interface PicturePool extends PictureChooser {
  readonly size: number;
  /**
   * Waits for the processing and writes the files through the media service; the
   * announcements' own media rows keep them. Call it once those rows are committed.
   */
  store(deps: Deps): Promise<void>;
}

/**
 * How many pictures each category gets: one each when the pool is large enough, the rest
 * by the category's weight (cars and phones get several); with a small pool, the heaviest
 * categories only.
 */
function allocate(categories: readonly CategoryModel[], size: number): number[] {
  const weights = categories.map((c) => CATEGORY_WEIGHTS[c.id] ?? 0.5);
  const counts = categories.map(() => 0);
  let left = size;
  if (size >= categories.length) {
    counts.fill(1);
    left -= categories.length;
  }
  // Largest remainder against weight: each next picture goes to the category that lacks most.
  const total = weights.reduce((sum, w) => sum + w, 0);
  while (left > 0) {
    let best = 0;
    let bestGap = -Infinity;
    weights.forEach((weight, i) => {
      const gap = (weight / total) * size - counts[i]!;
      if (gap > bestGap) {
        bestGap = gap;
        best = i;
      }
    });
    counts[best]! += 1;
    left -= 1;
  }
  return counts;
}

/**
 * Draws the pool's pictures (deterministic: same categories and size, same pictures) and starts
 * processing those whose files the storage does not have yet. Returns at once with the pool.
 */
export async function preparePicturePool(
  deps: Pick<Deps, 'db'>,
  catalog: CatalogSnapshot,
  categories: readonly CategoryModel[],
  size: number,
): Promise<PicturePool> {
  const counts = allocate(categories, size);
  const subjects = categories.flatMap((category, i) =>
    Array.from({ length: counts[i]! }, (_, n) => ({ category, variant: category.id * 7 + n })),
  );
  const entries: PoolEntry[] = await Promise.all(
    subjects.map(async ({ category, variant }) => {
      const icon = catalog.parentTree(category.id).reduce<string | null>((found, c) => c.icon ?? found, null);
      const source = await renderPicture({ icon, names: { fr: category.names.fr, ar: category.names.ar }, variant });
      return {
        categoryId: category.id,
        rootId: catalog.parentTree(category.id)[0]?.id ?? category.id,
        source,
        storageKey: storageKeyOf(source),
        mimeType: MEDIA_MIME_TYPE,
        // The pipeline never enlarges: the ORIGINAL size of a 640×480 picture is 640×480.
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        bytes: source.length,
      };
    }),
  );

  const keys = entries.map((e) => e.storageKey);
  const known =
    keys.length === 0
      ? new Set<string>()
      : new Set(
          (
            await deps.db
              .selectFrom('media')
              .select('storage_key')
              .distinct()
              .where('storage_key', 'in', keys)
              .execute()
          ).map((row) => row.storage_key),
        );
  // In the background: the sharp work runs on other threads while the database is being filled.
  const processing: Promise<PreparedPicture[]> = Promise.all(
    entries.map(async (entry) => ({
      storageKey: entry.storageKey,
      width: entry.width,
      height: entry.height,
      source: entry.source,
      files: known.has(entry.storageKey) ? null : (await processPicture(entry.source)).files,
    })),
  );
  // Awaited in `store`; until then a failure must not surface as an unhandled rejection.
  processing.catch(() => undefined);

  const byCategory = new Map<number, PoolEntry[]>();
  const byRoot = new Map<number, PoolEntry[]>();
  for (const entry of entries) {
    byCategory.set(entry.categoryId, [...(byCategory.get(entry.categoryId) ?? []), entry]);
    byRoot.set(entry.rootId, [...(byRoot.get(entry.rootId) ?? []), entry]);
  }
  const rootOf = new Map(categories.map((c) => [c.id, catalog.parentTree(c.id)[0]?.id ?? c.id]));

  return {
    size: entries.length,
    choose(categoryId, draws) {
      // The category's own pictures, else its family's, else any: never a car on a flat if avoidable.
      const list = byCategory.get(categoryId) ?? byRoot.get(rootOf.get(categoryId) ?? -1) ?? entries;
      const picked: PoolPicture[] = [];
      const used = new Set<number>();
      for (const draw of draws) {
        if (used.size >= list.length) break;
        let at = Math.floor(draw * list.length);
        while (used.has(at)) at = (at + 1) % list.length;
        used.add(at);
        const { storageKey, mimeType, width, height, bytes } = list[at]!;
        picked.push({ storageKey, mimeType, width, height, bytes });
      }
      return picked;
    },
    async store(deps) {
      const prepared = await processing;
      if (prepared.length > 0) await writePictureFiles(deps, prepared);
    },
  };
}
