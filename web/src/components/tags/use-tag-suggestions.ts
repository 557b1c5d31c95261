import { SUGGESTION_INTERVAL_MS } from '@signage/domain/constants';
import { normaliseTag } from '@signage/domain/tags';
import { useTagSuggestionsQuery } from '../../gql/hooks.ts';
import { useThrottledValue } from '../../lib/use-throttled-value.ts';

/** Spec 01 §9: suggestions are asked for at most every 100 ms while typing. */

/**
 * Tag suggestions for what is being typed (at most 20, the server's limit). While typing, at most one request per
 * SUGGESTION_INTERVAL_MS; when the term moves on, Apollo unsubscribes from the earlier request, which aborts its
 * fetch, and the answer shown is always the current term's.
 */
export function useTagSuggestions(text: string, enabled: boolean) {
  const term = useThrottledValue(normaliseTag(text.trim()), SUGGESTION_INTERVAL_MS);
  const { data } = useTagSuggestionsQuery({
    variables: { term },
    skip: !enabled || term === '',
    fetchPolicy: 'no-cache',
  });
  return enabled && term !== '' ? (data?.tagSuggestions ?? []) : [];
}
