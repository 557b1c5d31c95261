/**
 * Codegen plugin: the console's persisted documents. Each operation of web/src, with the fragments it reaches and
 * the `__typename` selections Apollo's cache adds (so the gateway runs exactly what the cache expects), printed and
 * named by the sha256 of that text.
 *   config.output 'manifest' -> JSON { hash: text }, read by the gateway (schema/persisted-documents.json)
 *   config.output 'ids'      -> TS { OperationName: hash }, which the console sends instead of the text
 */
const { createHash } = require('node:crypto');
const { Kind, print, visit } = require('graphql');

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** As Apollo's addTypenameToDocument: every selection set but an operation's own gets `__typename`. */
function withTypename(document) {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (parent && parent.kind === Kind.FIELD && parent.name.value.startsWith('__')) return undefined;
      const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias);
      return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

function persisted(documents) {
  const definitions = documents.flatMap((file) => (file.document ? file.document.definitions : []));
  const fragments = new Map(
    definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.some((d) => !d.name)) throw new Error('persisted-documents-plugin: every operation needs a name');
  operations.sort((a, b) => (a.name.value < b.name.value ? -1 : a.name.value > b.name.value ? 1 : 0));
  return operations.map((operation) => {
    const reached = new Set();
    const walk = (node) =>
      visit(node, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          if (reached.has(name)) return;
          reached.add(name);
          const fragment = fragments.get(name);
          if (!fragment) throw new Error(`persisted-documents-plugin: unknown fragment ${name}`);
          walk(fragment);
        },
      });
    walk(operation);
    const used = [...reached].sort().map((name) => fragments.get(name));
    const text = print(withTypename({ kind: Kind.DOCUMENT, definitions: [operation, ...used] }));
    return { name: operation.name.value, hash: createHash('sha256').update(text).digest('hex'), text };
  });
}

module.exports = {
  plugin(_schema, documents, config) {
    const entries = persisted(documents);
    if (config.output === 'manifest') {
      return `${JSON.stringify(Object.fromEntries(entries.map((e) => [e.hash, e.text])), null, 2)}\n`;
    }
    const lines = entries.map((e) => `  ${e.name}: '${e.hash}',`);
    return {
      prepend: [],
      content: `\n/** Each console operation's persisted-document id (sha256 of its text in schema/persisted-documents.json). */\nexport const persistedDocumentIds: Record<string, string> = {\n${lines.join('\n')}\n};\n`,
    };
  },
};
