import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { CodegenMappers } from '../modules/module';

const MODULES = new URL('../modules/', import.meta.url);

/**
 * The `mappers` every module declares in its `<module>.codegen.ts`, their paths made relative to
 * the generated file. A GraphQL type mapped by two modules is a mistake.
 */
async function moduleMappers(): Promise<Record<string, string>> {
  const mappers: Record<string, string> = {};
  const owners = new Map<string, string>();
  const folders = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const name of folders.map((entry) => entry.name).sort()) {
    const file = new URL(`${name}/${name}.codegen.ts`, MODULES);
    if (!existsSync(file)) continue;
    const declared = ((await import(file.href)) as { mappers: CodegenMappers }).mappers;
    for (const [type, target] of Object.entries(declared)) {
      const owner = owners.get(type);
      if (owner) throw new Error(`codegen: ${type} is mapped by both the ${owner} and the ${name} modules`);
      owners.set(type, name);
      mappers[type] = path.posix.join('../modules', name, target);
    }
  }
  return mappers;
}

/**
 * Types generated from the schema (server resolvers) and from the shared operation
 * documents (portal, studio and tests). Run `npm run codegen` after editing a .graphql file.
 */
const config: CodegenConfig = {
  schema: 'server/modules/**/*.graphql',
  documents: 'shared/graphql/documents/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: './context#Context',
        scalars: { ID: 'string', DateTime: 'Date | string', Date: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        // Parent objects handed to field resolvers are the services' models, not the GraphQL types.
        mappers: await moduleMappers(),
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    'shared/graphql/generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', DateTime: 'string', Date: 'string', JSON: 'unknown' },
        maybeValue: 'T | null',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
