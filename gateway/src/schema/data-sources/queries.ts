import { DEFAULT_DATA_SOURCE_PAGE_SIZE } from '@signage/domain/data-sources/data-source';
import { builder } from '../../builder.ts';
import { userError } from '../../rest/errors.ts';
import { loadedByIdField } from '../load-by-ids.ts';
import { recordListField } from '../tagged-record.ts';
import { DataSourceType } from './data-source.ts';

recordListField('dataSources', DataSourceType, {
  defaultSize: DEFAULT_DATA_SOURCE_PAGE_SIZE,
  pageSizes: 'The data source list offers 25, 50 and 100; integrators may ask for up to 1000.',
  description:
    "Data sources, newest first. `search` matches name, url and tags; `tags`: sources carrying all of them. The caller's forced tags always apply.",
});

loadedByIdField('dataSource', DataSourceType);

builder.queryField('resolveDataLink', (t) =>
  t.string({
    description:
      "The cell a data-link value ({data source id}:{row key}:{column index}) names: in the source's current file, the row whose Key column equals the key. BAD_USER_INPUT for a value that is not a data link; NOT_FOUND, with `extensions.problem` SOURCE, FILE, ROW or COLUMN, for what is missing.",
    args: { value: t.arg.string({ required: true }) },
    resolve: async (_root, { value }, ctx) => {
      const { results } = await ctx.rest.post('/data_sources/resolve', { body: { values: [value] } });
      const result = results[0];
      if (!result) throw userError('BACKEND_ERROR', 'The data link was not answered.');
      if (result.ok) return result.text ?? '';
      const message = result.message ?? 'The data link does not resolve.';
      if (result.problem === 'invalid' || !result.problem) throw userError('BAD_USER_INPUT', message);
      throw userError('NOT_FOUND', message, { problem: result.problem.toUpperCase() });
    },
  }),
);
