import type { InputFieldMap, InputShapeFromFields, ObjectRef } from '@pothos/core';
import type { PathOf } from '@signage/contract/api';
import type { SchemaTypes } from '../builder.ts';
import type { RestAnswer } from '../rest/client.ts';
import { type IdList, loadableRecord, type RecordOptions, type RowOf } from './load-by-ids.ts';
import { pageType } from './paging.ts';
import { timestampFields } from './record-fields.ts';
import { type ArgBuilder, taggedListField } from './tagged-list-field.ts';
import { type RestTagRef, TagRefType } from './tags.ts';

/** What every record of a tagged area carries besides its own columns. */
interface TaggedRow {
  name: string;
  tags: RestTagRef[];
  date_created: Date | string;
  date_updated: Date | string;
}

/** `name`, `tags` and the timestamps of a tagged area's record. */
const taggedFields = (t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, TaggedRow>) => ({
  name: t.exposeString('name'),
  tags: t.expose('tags', { type: [TagRefType] }),
  ...timestampFields(t),
});

/**
 * The record of a tagged area (media, venues, campaigns…): loaded by id through its list like every loadable
 * record, with the `name`, `tags`, `dateCreated` and `dateUpdated` they all carry; `fields` are its own.
 */
export function taggedRecord<P extends PathOf<'GET'>, K extends keyof RestAnswer<'GET', P> & string>(
  name: string,
  options: RecordOptions<P, K> &
    (RowOf<P, K> extends TaggedRow ? unknown : { list: 'a list whose rows carry name, tags and timestamps' }),
) {
  return loadableRecord(name, {
    ...options,
    // The rows were checked to be tagged rows in the signature; Pothos cannot see it through the generic row.
    fields: (t) => ({ ...taggedFields(t as never), ...options.fields(t) }),
  });
}

/**
 * The paged list query of a loadable record's area (`taggedListField`) over the record's own REST list: its page
 * type `<Record>Page` with the list's page sizes, and the area's own arguments.
 */
export function recordListField<
  P extends PathOf<'GET'>,
  K extends keyof RestAnswer<'GET', P> & string,
  A extends InputFieldMap = Record<string, never>,
>(
  name: string,
  record: ObjectRef<SchemaTypes, unknown, RowOf<P, K>> & { list: IdList<P, K> },
  options: {
    defaultSize: number;
    maxSize?: number;
    /** The page sizes the console offers, for the schema. */
    pageSizes: string;
    description: string;
    args?: (arg: ArgBuilder) => A;
    query?: (args: InputShapeFromFields<A>) => Record<string, unknown>;
  },
) {
  const { defaultSize, maxSize, pageSizes, ...list } = options;
  const page = pageType(`${record.name}Page`, record as ObjectRef<SchemaTypes, RowOf<P, K>>, {
    key: record.list.key,
    defaultSize,
    maxSize,
    description: pageSizes,
  });
  taggedListField(name, { page, path: record.list.path, ...list });
}
