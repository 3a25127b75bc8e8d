import type { CodegenConfig } from '@graphql-codegen/cli';

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
        scalars: { ID: 'string', DateTime: 'Date | string', Date: 'string' },
        enumsAsTypes: true,
        // Parent objects handed to field resolvers are the services' models, not the GraphQL types.
        mappers: {
          User: '../modules/users/users.mappers#UserModel',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    'shared/graphql/generated.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', DateTime: 'string', Date: 'string' },
        maybeValue: 'T | null',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
