import { SITE_SCHEMA_VERSION } from './document';

/** A document the migrations cannot read: a schemaVersion from the future, or not an object. */
export class SiteMigrationError extends Error {}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One step of the chain: turns a document of version `from` into version `from + 1`. Steps are
 * never edited once released; a change of the document adds a step.
 */
interface SiteMigration {
  from: number;
  up(document: Json): Json;
}

/**
 * Version 1 (the shape the first editor wrote, and what a document without schemaVersion is):
 * pages, blocks and queries had no ids, page titles and query names could be a single string,
 * and data-bound blocks named their query by position (`attrs.query`). Version 2 gives every
 * page, block and query a stable id, localises the strings, and names queries by id (`queryId`).
 */
const v1ToV2: SiteMigration = {
  from: 1,
  up(document) {
    // Ids already there (a partly migrated document) are kept, and new ones never repeat them.
    const taken = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (isObject(value)) {
        if (typeof value.id === 'string') taken.add(value.id);
        collect(value.pages);
        collect(value.blocks);
        collect(value.headers);
        collect(value.footers);
        collect(value.queries);
      }
    };
    collect(document);
    let next = 0;
    const newId = (prefix: string) => {
      let id: string;
      do id = `${prefix}${++next}`;
      while (taken.has(id));
      taken.add(id);
      return id;
    };
    const localize = (value: unknown) =>
      typeof value === 'string'
        ? { fr: value, ar: value, en: value }
        : isObject(value)
          ? value
          : { fr: '', ar: '', en: '' };
    const queries = (Array.isArray(document.queries) ? document.queries : []).map((query: unknown) =>
      isObject(query)
        ? { ...query, id: typeof query.id === 'string' ? query.id : newId('q'), name: localize(query.name) }
        : query,
    );
    const queryIdAt = (index: unknown) =>
      typeof index === 'number' && isObject(queries[index]) ? queries[index].id : undefined;
    const block = (value: unknown): unknown => {
      if (!isObject(value)) return value;
      const attrs = isObject(value.attrs) ? { ...value.attrs } : {};
      if ('query' in attrs) {
        const queryId = queryIdAt(attrs.query);
        delete attrs.query;
        if (queryId) attrs.queryId = queryId;
      }
      return {
        ...value,
        id: typeof value.id === 'string' ? value.id : newId('b'),
        attrs,
        ...(Array.isArray(value.blocks) ? { blocks: value.blocks.map(block) } : {}),
      };
    };
    const blocks = (list: unknown) => (Array.isArray(list) ? list.map(block) : []);
    return {
      ...document,
      schemaVersion: 2,
      queries,
      headers: blocks(document.headers),
      footers: blocks(document.footers),
      pages: (Array.isArray(document.pages) ? document.pages : []).map((page: unknown) =>
        isObject(page)
          ? {
              ...page,
              id: typeof page.id === 'string' ? page.id : newId('p'),
              title: localize(page.title),
              blocks: blocks(page.blocks),
            }
          : page,
      ),
    };
  },
};

/** The chain, in order. */
const MIGRATIONS: readonly SiteMigration[] = [v1ToV2];

/**
 * Brings a stored or submitted document to the current schema version by running the chain's
 * steps from its version on. Returns the document as it came when it is current already.
 */
export function migrateSiteDocument(input: unknown): { document: unknown; from: number } {
  if (!isObject(input)) throw new SiteMigrationError('Le document du site doit être un objet.');
  const raw = input.schemaVersion;
  const from = raw === undefined ? 1 : raw;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1 || from > SITE_SCHEMA_VERSION) {
    throw new SiteMigrationError(`Version de document inconnue : ${String(raw)}.`);
  }
  let document: Json = input;
  for (const step of MIGRATIONS) {
    if (step.from >= from && step.from < SITE_SCHEMA_VERSION) document = step.up(document);
  }
  return { document, from };
}
