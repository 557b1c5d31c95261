import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Console codegen: typed document nodes for every operation in web/src, plus one Apollo Client 4 hook per
 * operation from our own small plugin (typescript-react-apollo targets Apollo Client 3, see STACK.md).
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/graphql.ts': {
      plugins: ['web/codegen/header-plugin.cjs', 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        dedupeOperationSuffix: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        skipTypename: true,
        scalars: { DateTime: 'string', ID: 'string' },
      },
    },
    'web/src/gql/hooks.ts': {
      plugins: ['web/codegen/header-plugin.cjs', 'web/codegen/hooks-plugin.cjs'],
      config: { typesPath: './graphql.ts' },
    },
  },
};

export default config;
