import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLResolveInfo,
  getNamedType,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/**
 * The REST keys a field's resolver reads of its row, kept in the field's extensions (`extensions: restKeys('a')`),
 * so a list can ask the api for those keys only. A field `t.expose…`d reads the key it exposes and needs none.
 */
export const restKeys = (...keys: string[]) => ({ restKeys: keys });

/** What a field of an item type reads of its row: its declared keys, its exposed key, or unknown (null). */
function keysOf(field: GraphQLField<unknown, unknown>): readonly string[] | null {
  const extensions = field.extensions as { restKeys?: string[]; pothosExposedField?: string };
  if (extensions.restKeys) return extensions.restKeys;
  return extensions.pothosExposedField ? [extensions.pothosExposedField] : null;
}

/** The fields a selection set asks for, through fragments (with their directives: a superset is still right). */
function* selectedFields(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
): Generator<FieldNode> {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* selectedFields(selection.selectionSet, fragments);
    else yield* selectedFields(fragments[selection.name.value]?.selectionSet, fragments);
  }
}

/** Per list field of a cached document: the documents' nodes live as long as the parse cache keeps them. */
const known = new WeakMap<FieldNode, readonly string[] | null>();

/**
 * The REST keys a paged list's query reads of its items (`items { … }` of the page the field answers), or null
 * when any selected field does not say what it reads: then the api is asked for whole items.
 */
export function selectedItemKeys(info: GraphQLResolveInfo, itemsField = 'items'): readonly string[] | null {
  // A field merged from several places of the document is worked out each time (rare, and it could differ).
  const first = info.fieldNodes.length === 1 ? info.fieldNodes[0]! : undefined;
  const cached = first && known.get(first);
  if (cached !== undefined) return cached;
  const keys = itemKeys(info, itemsField);
  const answer = keys?.size ? [...keys] : null;
  if (first) known.set(first, answer);
  return answer;
}

/** What the item fields selected under `itemsField` read, or null as soon as one of them does not say. */
function itemKeys(info: GraphQLResolveInfo, itemsField: string): Set<string> | null {
  const page = getNamedType(info.returnType);
  const itemType = isObjectType(page) ? getNamedType(page.getFields()[itemsField]?.type) : undefined;
  if (!isObjectType(itemType)) return null;
  const fields = itemType.getFields();
  const keys = new Set<string>();
  for (const node of info.fieldNodes) {
    for (const pageField of selectedFields(node.selectionSet, info.fragments)) {
      if (pageField.name.value !== itemsField) continue;
      for (const itemField of selectedFields(pageField.selectionSet, info.fragments)) {
        const name = itemField.name.value;
        if (name === '__typename') continue;
        const read = fields[name] && keysOf(fields[name]);
        if (!read) return null;
        for (const key of read) keys.add(key);
      }
    }
  }
  return keys;
}
