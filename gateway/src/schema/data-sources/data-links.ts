import type { DataLinkResults } from '@signage/contract/data-sources';
import { MAX_DATA_LINK_LENGTH } from '@signage/domain/data-sources/data-link';
import { MAX_DATA_LINKS_PER_CALL } from '@signage/domain/data-sources/data-source';
import { builder } from '../../builder.ts';
import { userError } from '../../rest/errors.ts';
import { describedEnumValues } from '../enum-values.ts';

type Result = DataLinkResults['results'][number];

const DataLinkProblemEnum = builder.enumType('DataLinkProblem', {
  description: 'Why a data link has no cell.',
  values: describedEnumValues<NonNullable<Result['problem']>>({
    invalid: 'The value is not {data source id}:{row key}:{column index}.',
    source: 'No such data source, or one the caller may not see.',
    file: 'The source has no file yet.',
    row: 'No row whose Key equals the key.',
    column: 'No column at the index.',
  }),
});

const DataLinkResultType = builder.objectRef<Result>('DataLinkResult').implement({
  description: 'The cell one data-link value names, or why it has none.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The value asked for.' }),
    ok: t.exposeBoolean('ok'),
    text: t.string({ nullable: true, description: 'The cell, when ok.', resolve: (r) => r.text }),
    problem: t.field({ type: DataLinkProblemEnum, nullable: true, resolve: (r) => r.problem }),
    message: t.string({ nullable: true, description: 'Why there is no cell.', resolve: (r) => r.message }),
  }),
});

builder.queryField('resolveDataLinks', (t) =>
  t.field({
    type: [DataLinkResultType],
    description: `Many data-link values at once (a layout's data-backed texts, up to ${MAX_DATA_LINKS_PER_CALL}), in one REST call: one result per value, in order, each its cell or which part is missing.`,
    args: { values: t.arg.stringList({ required: true }) },
    resolve: async (_root, { values }, ctx) => {
      if (values.length > MAX_DATA_LINKS_PER_CALL)
        throw userError('BAD_USER_INPUT', `At most ${MAX_DATA_LINKS_PER_CALL} data links at once.`);
      if (values.some((v) => v.length > MAX_DATA_LINK_LENGTH))
        throw userError('BAD_USER_INPUT', `A data link is at most ${MAX_DATA_LINK_LENGTH} characters.`);
      if (values.length === 0) return [];
      const { results } = await ctx.rest.post('/data_sources/resolve', { body: { values } });
      return results;
    },
  }),
);
