import { Text } from '@chakra-ui/react';
import type { TagMetadataCategory as Category } from '../../../gql/graphql.ts';
import { useTagMetadataReachQuery } from '../../../gql/hooks.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/**
 * The count of linked devices for the tags in the editor (spec 02 "Trading hours"), and the update confirmation
 * text the save asks with: counted by the service over the devices the user sees, as the record would be saved.
 */
export function useLinkedDevices(category: Category, tags: readonly string[], id: string | undefined) {
  const debounced = useDebouncedValue(tags.join(' '), 300);
  const query = useTagMetadataReachQuery({
    variables: { category, tags: debounced ? debounced.split(' ') : [], ...(id ? { id } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  return (query.data ?? query.previousData)?.tagMetadataReach;
}

export function LinkedDevices({ reach, isNew }: { reach: ReturnType<typeof useLinkedDevices>; isNew: boolean }) {
  if (!reach) return null;
  const count = isNew ? reach.reachedDeviceCount : reach.linkedDeviceCount;
  const after = reach.reachedDeviceCount;
  return (
    <Text fontSize="sm" aria-live="polite">
      Linked devices: <strong>{count}</strong>
      {!isNew && after !== count && ` (${after} with these tags)`}
    </Text>
  );
}
