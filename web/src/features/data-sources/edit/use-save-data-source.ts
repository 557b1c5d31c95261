import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import {
  type CreateDataSourceInput,
  CreateDataSourceMutationDocument,
  UpdateDataSourceMutationDocument,
} from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useUpdateRecord } from '../../../lib/use-record-mutations.ts';

/** Creates a data source: 'Successfully created new Data Source', or "Error: {msg}". Resolves the new source. */
export function useCreateDataSource() {
  const [run, state] = useNotifiedMutation(CreateDataSourceMutationDocument, {
    success: DATA_SOURCE_MESSAGES.created,
    // The list shows the new source on return.
    mutation: { refetchQueries: ['DataSourceListQuery'] },
  });
  const create = async (input: CreateDataSourceInput) => (await run({ input }))?.createDataSource;
  return [create, state] as const;
}

/** Updates a data source: 'Successfully updated Data Source', or "Error: {msg}". Resolves true when saved. */
export function useUpdateDataSource() {
  return useUpdateRecord(UpdateDataSourceMutationDocument, { success: DATA_SOURCE_MESSAGES.updated });
}
