/**
 * Codegen plugin: one Apollo Client 4 hook per query and subscription, each a thin call of the
 * `@apollo/client/react` hook with the operation's typed document node:
 *   query XQuery               -> useXQuery(options?)
 *   subscription XSubscription -> useXSubscription(options?)
 * For an operation with a required variable `options` is required, as Apollo's own overloads expect.
 * Mutations and lazy queries get no hook: the console calls them through its own wrappers
 * (`useNotifiedMutation(XMutationDocument)`) or `useMutation(XMutationDocument)` / `useLazyQuery(XQueryDocument)`,
 * which the typed document types as fully; a generated hook per operation there was code nothing called.
 * Config: `typesPath`, the module (relative to the output) that holds the typed documents and types.
 */
const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

function baseName(name, operation) {
  const suffix = SUFFIX[operation];
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}

function hasRequiredVariable(definition) {
  return (definition.variableDefinitions ?? []).some((v) => v.type.kind === 'NonNullType' && !v.defaultValue);
}

function hooksFor(definition) {
  const operation = definition.operation;
  const base = baseName(definition.name.value, operation);
  const suffix = SUFFIX[operation];
  const result = `Types.${base}${suffix}`;
  const variables = `Types.${base}${suffix}Variables`;
  const document = `Types.${base}${suffix}Document`;
  const hook = (name, apolloHook, optionsType, required = false) =>
    `export function ${name}(options${required ? '' : '?'}: ${optionsType}) {\n` +
    `  return ${apolloHook}(${document}, options);\n}\n`;
  const required = hasRequiredVariable(definition);
  const options = (apolloHook) => `${apolloHook}.Options<${result}, ${variables}>`;
  if (operation === 'query') return [hook(`use${base}Query`, 'useQuery', options('useQuery'), required)];
  if (operation === 'mutation') return [];
  return [hook(`use${base}Subscription`, 'useSubscription', options('useSubscription'), required)];
}

module.exports = {
  plugin(_schema, documents, config) {
    const definitions = documents
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((d) => d.kind === 'OperationDefinition');
    if (definitions.some((d) => !d.name)) throw new Error('hooks-plugin: every operation needs a name');
    // Sorted so the output does not depend on the order the files were globbed in.
    definitions.sort((a, b) => (a.name.value < b.name.value ? -1 : a.name.value > b.name.value ? 1 : 0));
    const used = new Set(definitions.map((d) => d.operation));
    const apolloHooks = [used.has('query') && 'useQuery', used.has('subscription') && 'useSubscription'].filter(
      Boolean,
    );
    const typesPath = config.typesPath ?? './graphql.ts';
    const imports = [
      apolloHooks.length > 0 ? `import { ${apolloHooks.join(', ')} } from '@apollo/client/react';` : '',
      apolloHooks.length > 0 ? `import * as Types from '${typesPath}';` : '',
    ].filter(Boolean);
    return { prepend: imports, content: `\n${definitions.flatMap(hooksFor).join('\n')}` };
  },
};
