import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const GENERATED = path.join(root, 'shared/graphql/generated.ts');
const VIRTUAL = 'virtual:graphql-document/';
/** One document as codegen writes it: one line, its AST as JSON (fragments inlined). */
const DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Every GraphQL document of the product is one constant of `shared/graphql/generated.ts`, and a
 * module goes whole into one chunk: all the documents used by any page would travel with every
 * page. In the portal's browser build, the file is read as one module per document (re-exported
 * under the same names), so each lands in the chunk of the pages that use it. The server and the
 * studio use the file as it is; the objects are the same, so urql's cache keys (handed over from
 * the server's render) are the same.
 */
export function graphqlDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'souk:graphql-documents',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const json = documents.get(id.slice(VIRTUAL.length + 1));
      if (json === undefined) throw new Error(`No GraphQL document ${id}`);
      // JSON.parse of a string is read faster than the same object literal; pure, so a document
      // no page uses is left out.
      return { code: `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});`, moduleSideEffects: false };
    },
    transform(code, id) {
      if (id !== GENERATED) return null;
      const names: string[] = [];
      for (const [, name, json] of code.matchAll(DOCUMENT)) {
        documents.set(name!, json!);
        names.push(name!);
      }
      // Anything else of the file is types; a value this plugin does not know would be lost.
      const values = code.match(/^export (?:const|let|var|function|class|enum) /gm)?.length ?? 0;
      if (values !== names.length) {
        throw new Error(`${GENERATED}: ${values - names.length} values not in the one-line document form`);
      }
      return {
        code: names.map((name) => `export { default as ${name} } from '${VIRTUAL}${name}';`).join('\n'),
        map: null,
        moduleSideEffects: false,
      };
    },
  };
}
