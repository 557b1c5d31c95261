import { useApolloClient } from '@apollo/client/react';
import { SEARCH_TIMEOUT_MS } from '@signage/domain/constants';
import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import { useEffect, useRef, useState } from 'react';
import {
  HeaderSearchQueryDocument,
  type HeaderSearchQueryVariables,
  type SearchResultsPanel_ResultsFragment,
} from '../../gql/graphql.ts';
import { searchDelay } from './search-throttle.ts';

export type HeaderSearchState =
  | { status: 'idle' }
  /** Held by the throttle until `at` (epoch ms). */
  | { status: 'waiting'; at: number }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResultsPanel_ResultsFragment }
  | { status: 'failed'; message: string }
  | { status: 'timed-out' }
  | { status: 'cancelled' };

const TIMED_OUT = 'timed out';

/**
 * The header's search (spec 01 §7, §9): at most one request per 5 s (a search asked sooner waits for the rest of
 * the interval, the latest one winning), given up after 120 s, and cancellable. A newer search cancels the one
 * running: the request is aborted through the AbortController handed to the HTTP link (Apollo context
 * `fetchOptions.signal`), which also makes the gateway cancel its call to the api.
 */
export function useHeaderSearch() {
  const client = useApolloClient();
  const [state, setState] = useState<HeaderSearchState>({ status: 'idle' });
  const lastStartedAt = useRef<number | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  const held = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    clearTimeout(held.current);
    held.current = undefined;
    running.current?.abort();
    running.current = undefined;
  };
  // Leaving the page cancels a search still running or held.
  useEffect(
    () => () => {
      clearTimeout(held.current);
      running.current?.abort();
    },
    [],
  );

  const start = async (variables: HeaderSearchQueryVariables) => {
    lastStartedAt.current = Date.now();
    const controller = new AbortController();
    running.current = controller;
    const timeout = setTimeout(() => controller.abort(TIMED_OUT), SEARCH_TIMEOUT_MS);
    setState({ status: 'searching' });
    try {
      const { data, error } = await client.query({
        query: HeaderSearchQueryDocument,
        variables: { pageSize: DEFAULT_SEARCH_PAGE_SIZE, ...variables },
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
        // The panel shows what went wrong; the error link stays quiet.
        context: { fetchOptions: { signal: controller.signal }, handledErrorCodes: 'all' },
      });
      if (running.current !== controller) return;
      if (data?.search) setState({ status: 'done', results: data.search });
      else setState({ status: 'failed', message: error?.message ?? 'The search failed.' });
    } catch (error) {
      if (running.current !== controller) return;
      if (controller.signal.aborted) {
        setState({ status: controller.signal.reason === TIMED_OUT ? 'timed-out' : 'cancelled' });
      } else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timeout);
      if (running.current === controller) running.current = undefined;
    }
  };

  const search = (variables: HeaderSearchQueryVariables) => {
    stop();
    const wait = searchDelay(lastStartedAt.current, Date.now());
    if (wait === 0) {
      void start(variables);
      return;
    }
    setState({ status: 'waiting', at: Date.now() + wait });
    held.current = setTimeout(() => void start(variables), wait);
  };

  const cancel = () => {
    stop();
    setState({ status: 'cancelled' });
  };

  const close = () => {
    stop();
    setState({ status: 'idle' });
  };

  return { state, search, cancel, close };
}
