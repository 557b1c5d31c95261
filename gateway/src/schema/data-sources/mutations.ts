import type { SOURCE_TYPE_CHOICES } from '@signage/domain/data-sources/data-source';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { changedNameAndTags, newNameAndTags } from '../input-fields.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restUpdate } from '../rest-writes.ts';
import { DataSourceType } from './data-source.ts';

const SourceTypeEnum = builder.enumType('DataSourceSourceType', {
  description:
    "The editor's source type selector (spec 02 §4): REMOTE polls the url (and drops an uploaded file); LOCAL takes an uploaded file and clears the url.",
  values: { REMOTE: { value: 'remote' }, LOCAL: { value: 'local' } } as const satisfies Record<
    string,
    { value: (typeof SOURCE_TYPE_CHOICES)[number] }
  >,
});

const CreateDataSourceInput = builder.inputType('CreateDataSourceInput', {
  fields: (t) => ({
    ...newNameAndTags(t),
    sourceType: t.field({ type: SourceTypeEnum, description: 'Default: REMOTE when a url is given, else LOCAL.' }),
    url: t.string({ description: 'http:// or https:// address of the CSV; needed for REMOTE.' }),
    pollInterval: t.int({ description: 'Seconds between polls of the url, 60 to 2678400; default 3600.' }),
  }),
});

const UpdateDataSourceInput = builder.inputType('UpdateDataSourceInput', {
  description: 'Fields left out are not changed. The file is uploaded through REST: see DataSource.',
  fields: (t) => ({
    ...changedNameAndTags(t),
    sourceType: t.field({ type: SourceTypeEnum, description: 'LOCAL clears the url (spec 02 §5).' }),
    url: t.string(),
    pollInterval: t.int({ description: 'Seconds, 60 to 2678400.' }),
  }),
});

/**
 * What a create or update sends besides the name: a LOCAL type clears the url; the internal file fields are never
 * sent (spec 02 §5).
 */
function sourceFields(input: {
  tags?: string[] | null;
  sourceType?: 'local' | 'remote' | null;
  url?: string | null;
  pollInterval?: number | null;
}) {
  return {
    tags: input.tags ?? undefined,
    source_type: input.sourceType ?? undefined,
    url: input.sourceType === 'local' ? null : (input.url ?? undefined),
    poll_interval: input.pollInterval ?? undefined,
  };
}

createMutation('createDataSource', DataSourceType, CreateDataSourceInput, {
  description:
    "Creates a data source ('Successfully created new Data Source' in the console). A LOCAL source then gets its CSV by `PUT /api/data_sources/{id}`, multipart/form-data with one part named `file`.",
  create: restCreate('/data_sources/', (input) => ({ name: input.name, ...sourceFields(input) })),
});

updateMutation('updateDataSource', DataSourceType, UpdateDataSourceInput, {
  description:
    "Updates a data source ('Successfully updated Data Source' in the console); a LOCAL type clears the url.",
  update: restUpdate('/data_sources/{id}', (input) => ({ name: input.name ?? undefined, ...sourceFields(input) })),
});

deleteByIdMutation('deleteDataSource', 'Deletes a data source and its files; answers its id.', async (id, ctx) => {
  await ctx.rest.delete('/data_sources/{id}', { params: { id: restId(id) } });
  return id;
});
